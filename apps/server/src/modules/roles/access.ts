import type { Permission } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import type { TenantActor } from '../../lib/actor.ts';
import { allOrNothing } from '../../lib/batch.ts';
import { type ResourceType, assignedCondition, assignedKeys } from './repository/reach.ts';

/**
 * The one access function of every context (as Immich's `requireAccess`): "may this actor use key K on these
 * displays / private media files". A role with scope `all` reaches every resource of its company with its keys
 * (`actor.reach`, read by the session cache from the `user_permissions` view); a role with scope `assigned` reaches
 * only the resources assigned to the holder for that role, with that role's keys. Deciding costs no query when the
 * actor's roles reach everything with the key, one batch query otherwise.
 *
 * Tenant first: the rows given are the ones the caller read through its company-bound repository, and a row of
 * another company is dropped before anything else, so foreign ids answer the same 404 as missing ones.
 */
export type AccessActor = Pick<TenantActor, 'userId' | 'companyId' | 'permissions' | 'reach'>;
export type { ResourceType };

/** `key` null: only seeing the resource (a display is seen through any role that reaches it). */
type Key = Permission | null;

const reachOf = (actor: AccessActor, type: ResourceType) =>
  type === 'display' ? actor.reach.displays : actor.reach.media;

/** The actor's roles reach every resource of the type with `key` (or at all): no assignment needs looking up. */
export const reachesAll = (actor: AccessActor, type: ResourceType, key: Key) => {
  const reach = reachOf(actor, type);
  return reach.all && (key === null || reach.keys.has(key));
};

/** The ids (of the actor's company, read by the caller) the actor may use `key` on. */
export async function allowedIds(
  db: Db,
  actor: AccessActor,
  key: Key,
  type: ResourceType,
  ids: readonly string[],
): Promise<Set<string>> {
  if (key !== null && !actor.permissions.has(key)) return new Set();
  if (reachesAll(actor, type, key)) return new Set(ids);
  const assigned = await assignedKeys(db, actor, type, ids);
  return new Set([...assigned].filter(([, keys]) => key === null || keys.has(key)).map(([id]) => id));
}

/**
 * The rows an id list names, all or nothing: one 404 when any id is missing, of another company or not reachable
 * with `key`.
 */
export async function requireAccess<T extends { id: string; companyId: string }>(
  db: Db,
  actor: AccessActor,
  key: Key,
  type: ResourceType,
  ids: readonly string[],
  rows: readonly T[],
): Promise<T[]> {
  const own = rows.filter((row) => row.companyId === actor.companyId);
  const allowed = await allowedIds(
    db,
    actor,
    key,
    type,
    own.map((row) => row.id),
  );
  return allOrNothing(ids, own, (row) => allowed.has(row.id));
}

export type ResourceAccess = { keys: ReadonlySet<Permission>; assigned: boolean };

/**
 * What the actor holds on resources of its company: `keys`, the keys of its roles that reach all of the type plus
 * those of the roles through which the resource is assigned to it; `assigned`, whether it is assigned through any
 * role. Ids nothing reaches are absent. No query when the roles reaching all hold every key in `needed` (`assigned` is
 * then false: not looked up, as nothing depends on it), one batch query otherwise.
 */
export async function accessOnMany(
  db: Db,
  actor: AccessActor,
  type: ResourceType,
  ids: readonly string[],
  needed: readonly Permission[],
): Promise<Map<string, ResourceAccess>> {
  const reach = reachOf(actor, type);
  if (reach.all && needed.every((key) => reach.keys.has(key)))
    return new Map(ids.map((id) => [id, { keys: reach.keys, assigned: false }]));
  const assigned = await assignedKeys(db, actor, type, ids);
  const result = new Map<string, ResourceAccess>();
  for (const id of ids) {
    const through = assigned.get(id);
    if (!through && !reach.all) continue;
    const keys = new Set<Permission>(reach.keys);
    for (const key of through ?? []) if (actor.permissions.has(key)) keys.add(key);
    result.set(id, { keys, assigned: through !== undefined });
  }
  return result;
}

/** `accessOnMany` for one resource: null when nothing reaches it. */
export async function accessOn(
  db: Db,
  actor: AccessActor,
  type: ResourceType,
  id: string,
  needed: readonly Permission[],
): Promise<ResourceAccess | null> {
  return (await accessOnMany(db, actor, type, [id], needed)).get(id) ?? null;
}

/** A list query's condition: `idColumn` names a resource assigned to the actor through any of its roles. */
export const assignedToActor = (
  actor: AccessActor,
  type: ResourceType,
  idColumn: Parameters<typeof assignedCondition>[2],
) => assignedCondition(actor, type, idColumn, null);

/**
 * A list query's condition for the resources the actor reaches (with `key`, or at all): undefined when it reaches
 * every one of the company's, otherwise "assigned to the actor" (`idColumn` is the list's id column).
 */
export function reachCondition(
  actor: AccessActor,
  type: ResourceType,
  idColumn: Parameters<typeof assignedCondition>[2],
  key: Key = null,
): ReturnType<typeof assignedCondition> | undefined {
  if (reachesAll(actor, type, key)) return undefined;
  return assignedCondition(actor, type, idColumn, key);
}
