import { type DisplayState, type StateChange, applyStateChange, stateCascade } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { conflict } from '../../../lib/errors.ts';
import type { DisplayDeps } from '../deps.ts';
import { notifyPartners } from '../sharing/partner-notices.ts';
import type { DisplayActor } from '../policy.ts';
import { type Repos, reposFor } from '../repository/index.ts';
import { lockOwnDisplay, reachDisplays } from '../access.ts';
import type { DisplayRow } from '../repository/displays.ts';
import { publishContentChanged } from '../program/events.ts';

/**
 * The consequences of a state change (spec 02 §4, `stateCascade` of the shared display-state rules), the same for the
 * state-change calls and for an edit of a completed display in the wizard: ad spots and share rows deleted, partners
 * told once each. Runs in the caller's transaction, before the display row is updated to `next`.
 */
export async function applyStateCascades(
  tx: Db,
  repos: Repos,
  actor: DisplayActor,
  display: DisplayRow,
  next: DisplayState,
) {
  const cascade = stateCascade(display, next, {
    owner: display.companyId,
    audience: {
      activePartners: await repos.sharing.activePartnerIds(),
      shareRows: await repos.sharing.shareRows(display.id),
    },
    adSpots: await repos.sharing.partnerAdSpots(display.id),
  });
  for (const removal of cascade.adSpotRemovals) await repos.sharing.deleteAdSpots(display.id, removal);
  if (cascade.removeShareRows) await repos.sharing.deleteShareRows(display.id);
  for (const notice of cascade.notices) await notifyPartners(tx, actor, display, notice.companies, notice.type);
}

const stateOf = (d: DisplayRow): DisplayState => ({
  accessibility: d.accessibility,
  location: d.location,
  shareOptions: d.shareOptions,
  isActive: d.isActive,
});

const logOf: Record<StateChange['field'], (from: DisplayRow, change: StateChange) => [string, object?]> = {
  accessibility: (d, c) => ['infoAccessChanged', { from: d.accessibility, to: c.to }],
  location: (d, c) => ['locationChanged', { from: d.location, to: c.to }],
  shareOptions: (d, c) => ['shareChanged', { from: d.shareOptions, to: c.to }],
  isActive: (_d, c) => [c.to ? 'activated' : 'deactivated'],
};

/**
 * One state change of the overview's modals (PATCH changeInfoAccess, changeLocation, changeAccessibility,
 * changeStatus): the field, what it forces on the others (`applyStateChange`), the cascade, the log; one transaction.
 * Locked → 409; activity changes only for completed displays (409).
 */
export async function changeState(deps: DisplayDeps, actor: DisplayActor, id: string, change: StateChange) {
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const d = await lockOwnDisplay(repos, actor, id);
    if (change.field === 'isActive' && d.status !== 'completed') throw conflict('apiDisplays.notCompleted');
    const next = applyStateChange(stateOf(d), change);
    await applyStateCascades(tx, repos, actor, d, next);
    await repos.displays.update(id, next);
    // Deactivated, its screens' credentials end: their streams hear of it and close.
    if (change.field === 'isActive') await publishContentChanged(tx, actor.companyId, id);
    const [action, details] = logOf[change.field](d, change);
    await repos.displays.writeLog(id, actor.userId, action, details as Record<string, unknown> | undefined);
  });
}

/** Bulk, all or nothing: any foreign, unknown or shut-down id → 404 and nothing changes. */
export async function changeLockStatus(
  deps: DisplayDeps,
  actor: DisplayActor,
  ids: string[],
  action: 'lock' | 'unlock',
) {
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const rows = await reachDisplays(repos, actor, ids, await repos.displays.lockMany([...new Set(ids)]));
    await repos.displays.update(
      rows.map((d) => d.id),
      { isLocked: action === 'lock' },
    );
    for (const d of rows) {
      await repos.displays.writeLog(d.id, actor.userId, action === 'lock' ? 'locked' : 'unlocked');
      await publishContentChanged(tx, actor.companyId, d.id);
    }
  });
}
