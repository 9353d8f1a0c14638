import { type InfoAccess, type MediaAbility, type Permission, mediaAbilityKeys } from '@plakat/shared';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { ResourceAccess } from '../roles/index.ts';
import { type AccessActor, reachesAll } from '../roles/index.ts';
import type { MediaVisibility } from './repository/search.ts';

/**
 * Who may do what with a media file: pure abilities, the tenant first. Every key of the media pool has a public and
 * a private variant (spec 02 §6), and the variant that counts is the file's current access level: editing a private
 * file needs EDIT_PRIVATE_MEDIA_GENERAL_INFO, whatever the public key says. A file the actor may not read is "not
 * there" (404), one it may read but not change is 403.
 */
export type MediaActor = AccessActor;
type File = { id: string; companyId: string; infoAccess: InfoAccess };
export type { MediaAbility };

const keys = mediaAbilityKeys;

const hasAny = (actor: MediaActor, list: readonly Permission[]) => list.some((key) => actor.permissions.has(key));

/**
 * What the actor's searches and reads may return: public files with GET_PUBLIC_MEDIA (public files are not restricted
 * by a role's media scope), private files with GET_PRIVATE_MEDIA held by a role of media scope `all`, and the files
 * assigned to the actor (`assignedTo`; null when it sees both levels anyway).
 */
export function visibilityOf(actor: MediaActor): MediaVisibility {
  const access = (['public', 'private'] as const).filter((level) =>
    level === 'public'
      ? hasAny(actor, keys.read.public)
      : keys.read.private.some((key) => reachesAll(actor, 'media', key)),
  );
  return { access, assignedTo: access.length === 2 ? null : actor };
}

/** The actor holds the ability for at least one access level (the search, the bulk calls: 403 otherwise). */
export const mayAtAll = (actor: MediaActor, ability: MediaAbility) =>
  hasAny(actor, keys[ability].public) || hasAny(actor, keys[ability].private);

/** `assigned`: the file is assigned to the actor (which shows it whatever the keys). */
export const mayRead = (actor: MediaActor, file: File, assigned = false) =>
  file.companyId === actor.companyId && (hasAny(actor, keys.read[file.infoAccess]) || assigned);

/** The ability for this file's access level (the file itself is readable: checked before). */
export const may = (actor: MediaActor, ability: MediaAbility, file: File) =>
  hasAny(actor, keys[ability][file.infoAccess]);

/** Deleting needs DELETE_MEDIAPOOL_MEDIA (one key for both levels) and a file the actor may read. */
export const mayDelete = (actor: MediaActor) => actor.permissions.has('DELETE_MEDIAPOOL_MEDIA');

/** One file: 404 when missing, foreign or not readable; 403 when readable without every ability asked. */
export function authorizeOne<T extends File>(
  actor: MediaActor,
  row: T | null,
  abilities: MediaAbility[] = [],
  assigned = false,
): T {
  if (!row || !mayRead(actor, row, assigned)) throw notFound();
  if (abilities.some((ability) => !may(actor, ability, row))) throw forbidden();
  return row;
}

/**
 * The keys that decide a private file for these abilities: reading it and each ability's keys. The access function
 * looks up assignments only when a role reaching every private file does not hold them all.
 */
export const privateKeysFor = (abilities: readonly MediaAbility[]): Permission[] => [
  ...keys.read.private,
  ...abilities.flatMap((ability) => keys[ability].private),
];

/**
 * Whether the actor may read (and use `ability` on) a file, with its keys on it: a public file with the actor's keys;
 * a private one with `access` (modules/roles `accessOnMany`: the keys of the roles reaching it, whether it is
 * assigned), none when nothing reaches it.
 */
export function mayUseFile(actor: MediaActor, file: File, access: ResourceAccess | undefined, ability?: MediaAbility) {
  if (file.infoAccess === 'public') return mayRead(actor, file) && (!ability || may(actor, ability, file));
  if (!access) return false;
  const onFile = { ...actor, permissions: access.keys };
  return mayRead(onFile, file, access.assigned) && (!ability || may(onFile, ability, file));
}
