import { accessOn, requireAccess } from '../roles/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type DisplayActor, authorizeOne, canWriteInWizard } from './policy.ts';
import type { Repos } from './repository/index.ts';
import type { DisplayRow } from './repository/displays.ts';

/**
 * The actor on one display of its company: its keys narrowed to those of the roles that reach this display (every
 * display through a role with display scope `all`, the assigned ones through the role they are assigned for). 404
 * when foreign, unknown, shut down or reached by no role, and when the route's key does not reach it.
 */
export async function actorOnDisplay(
  repos: Repos,
  actor: DisplayActor,
  row: DisplayRow | null,
  needed: readonly DisplayActor['routeKey'][] = [actor.routeKey],
): Promise<{ display: DisplayRow; actor: DisplayActor }> {
  const display = authorizeOne(actor, row);
  const keys = needed.filter((key) => key !== undefined);
  const access = await accessOn(repos.db, actor, 'display', display.id, keys);
  if (!access || (actor.routeKey && !access.keys.has(actor.routeKey))) throw notFound();
  return { display, actor: { ...actor, permissions: access.keys } };
}

/** The displays an id list names, all or nothing, reachable with the route's key: one 404 otherwise. */
export async function reachDisplays(repos: Repos, actor: DisplayActor, ids: string[], rows: DisplayRow[]) {
  return requireAccess(repos.db, actor, actor.routeKey ?? null, 'display', ids, rows);
}

/** The actor's display, locked for the transaction: 404 when foreign, unknown, shut down or not reached; 409 when locked. */
export async function lockOwnDisplay(
  repos: Repos,
  actor: DisplayActor,
  id: string,
  opts: { allowLocked?: boolean; lockedKey?: string } = {},
): Promise<DisplayRow> {
  const { display } = await actorOnDisplay(repos, actor, await repos.displays.find(id, { forUpdate: true }));
  if (display.isLocked && !opts.allowLocked) throw conflict(opts.lockedKey ?? 'apiDisplays.locked');
  return display;
}

/**
 * A display the actor may change through the wizard (its steps and media), with the actor's keys on it: 404 when
 * foreign, unknown, shut down or not reached, 403 without the wizard's key for its status (or a key of `needs`), 409
 * when locked.
 */
export async function editableWithActor(
  repos: Repos,
  actor: DisplayActor,
  id: string,
  opts: { forUpdate?: boolean; needs?: DisplayActor['routeKey'][] } = {},
): Promise<{ display: DisplayRow; actor: DisplayActor }> {
  const found = await repos.displays.find(id, opts);
  const on = await actorOnDisplay(repos, actor, found, [...actor.permissions]);
  if (!canWriteInWizard(on.actor, on.display)) throw forbidden();
  if (opts.needs?.some((key) => key && !on.actor.permissions.has(key))) throw forbidden();
  if (on.display.isLocked) throw conflict('apiWizard.locked');
  return on;
}

export async function findEditable(
  repos: Repos,
  actor: DisplayActor,
  id: string,
  opts: { forUpdate?: boolean; needs?: DisplayActor['routeKey'][] } = {},
): Promise<DisplayRow> {
  return (await editableWithActor(repos, actor, id, opts)).display;
}
