import type { Db } from '../../db/client.ts';
import { allOrNothing } from '../../lib/batch.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { accessOnMany } from '../roles/index.ts';
import { type MediaAbility, type MediaActor, may, mayUseFile, privateKeysFor } from './policy.ts';

type File = { id: string; companyId: string; infoAccess: 'public' | 'private' };

/**
 * What the actor holds on the private files among `rows` (modules/roles' access function: none, or one batch query
 * for the assignments).
 */
async function privateAccess(db: Db, actor: MediaActor, rows: readonly File[], abilities: readonly MediaAbility[]) {
  const ids = rows.filter((row) => row.companyId === actor.companyId && row.infoAccess === 'private').map((r) => r.id);
  return ids.length > 0 ? accessOnMany(db, actor, 'media', ids, privateKeysFor(abilities)) : new Map();
}

/**
 * One file: 404 when missing, foreign or not readable (a private file reached by no role of the actor and not
 * assigned to it); 403 when readable without every ability asked, with the keys of the roles that reach it.
 */
export async function authorizeFile<T extends File>(
  db: Db,
  actor: MediaActor,
  row: T | null,
  abilities: MediaAbility[] = [],
): Promise<T> {
  if (!row) throw notFound();
  const access = (await privateAccess(db, actor, [row], abilities)).get(row.id);
  if (!mayUseFile(actor, row, access)) throw notFound();
  const onFile = row.infoAccess === 'private' && access ? { ...actor, permissions: access.keys } : actor;
  if (abilities.some((ability) => !may(onFile, ability, row))) throw forbidden();
  return row;
}

/**
 * The files an id list names, all or nothing: an id that is missing, foreign, unreadable or whose access level the
 * actor holds no key for (on that file) answers the same 404 (docs/decisions.md "Batch decisions answer one 404");
 * an actor with the ability for no access level at all gets 403 before (`mayAtAll`).
 */
export async function authorizeFiles<T extends File>(
  db: Db,
  actor: MediaActor,
  ids: readonly string[],
  rows: readonly T[],
  ability?: MediaAbility,
): Promise<T[]> {
  const access = await privateAccess(db, actor, rows, ability ? [ability] : []);
  return allOrNothing(ids, rows, (row) => mayUseFile(actor, row, access.get(row.id), ability));
}

/** The rows among `rows` the actor may read (a private file through its roles or an assignment); the rest left out. */
export async function readableFiles<T extends File>(db: Db, actor: MediaActor, rows: readonly T[]): Promise<T[]> {
  const access = await privateAccess(db, actor, rows, []);
  return rows.filter((row) => mayUseFile(actor, row, access.get(row.id)));
}
