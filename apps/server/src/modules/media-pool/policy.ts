import { type InfoAccess, type MediaAbility, type Permission, mediaAbilityKeys } from '@plakat/shared';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { MediaVisibility } from './repository/search.ts';

/**
 * Who may do what with a media file: pure abilities, the tenant first. Every key of the media pool has a public and
 * a private variant (spec 02 §6), and the variant that counts is the file's current access level: editing a private
 * file needs EDIT_PRIVATE_MEDIA_GENERAL_INFO, whatever the public key says. A file the actor may not read is "not
 * there" (404), one it may read but not change is 403.
 */
export type MediaActor = { userId: string; companyId: string; permissions: ReadonlySet<Permission> };
type File = { id: string; companyId: string; infoAccess: InfoAccess };
export type { MediaAbility };

const keys = mediaAbilityKeys;

const hasAny = (actor: MediaActor, list: readonly Permission[]) => list.some((key) => actor.permissions.has(key));

/**
 * SEAM (users-and-roles issue): the private files assigned to the actor's role through the media assignment
 * overview. Until assignments exist no file is assigned, so private files need GET_PRIVATE_MEDIA.
 */
export const assignedPrivateFiles = (_actor: MediaActor): string[] => [];

/** What the actor's searches and reads may return. */
export function visibilityOf(actor: MediaActor): MediaVisibility {
  const access = (['public', 'private'] as const).filter((level) => hasAny(actor, keys.read[level]));
  return { access, assignedFileIds: assignedPrivateFiles(actor) };
}

/** The actor holds the ability for at least one access level (the search, the bulk calls: 403 otherwise). */
export const mayAtAll = (actor: MediaActor, ability: MediaAbility) =>
  hasAny(actor, keys[ability].public) || hasAny(actor, keys[ability].private);

export const mayRead = (actor: MediaActor, file: File) =>
  file.companyId === actor.companyId &&
  (hasAny(actor, keys.read[file.infoAccess]) || assignedPrivateFiles(actor).includes(file.id));

/** The ability for this file's access level (the file itself is readable: checked before). */
export const may = (actor: MediaActor, ability: MediaAbility, file: File) =>
  hasAny(actor, keys[ability][file.infoAccess]);

/** Deleting needs DELETE_MEDIAPOOL_MEDIA (one key for both levels) and a file the actor may read. */
export const mayDelete = (actor: MediaActor) => actor.permissions.has('DELETE_MEDIAPOOL_MEDIA');

/** One file: 404 when missing, foreign or not readable; 403 when readable without every ability asked. */
export function authorizeOne<T extends File>(actor: MediaActor, row: T | null, abilities: MediaAbility[] = []): T {
  if (!row || !mayRead(actor, row)) throw notFound();
  if (abilities.some((ability) => !may(actor, ability, row))) throw forbidden();
  return row;
}

/**
 * The files an id list names, all or nothing: an id that is missing, foreign, unreadable or whose access level the
 * actor holds no key for answers the same 404 (docs/decisions.md "Batch decisions answer one 404"); an actor with the
 * ability for no access level at all gets 403 before (`mayAtAll`).
 */
export function authorizeBatch<T extends File>(actor: MediaActor, ids: string[], rows: T[], ability?: MediaAbility) {
  const byId = new Map(
    rows.filter((r) => mayRead(actor, r) && (!ability || may(actor, ability, r))).map((r) => [r.id, r]),
  );
  const found = [...new Set(ids)].map((id) => byId.get(id));
  if (found.some((r) => r === undefined)) throw notFound();
  return found as T[];
}
