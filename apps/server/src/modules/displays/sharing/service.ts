import { completionAnnouncement, restrictionEffects } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { DisplayDeps } from '../deps.ts';
import { notifyPartners } from './partner-notices.ts';
import type { DisplayActor } from '../policy.ts';
import { type Repos, reposFor } from '../repository/index.ts';
import { actorOnDisplay, lockOwnDisplay } from '../access.ts';
import type { DisplayRow } from '../repository/displays.ts';

/** The log entry of a sharing change; while a display is unfinished it also keeps the message for its completion. */
const sharedLog = 'sharedWithPartners';

/**
 * The partners a display of the actor's company has share rows for, after the access check of the display (404 for
 * another company's or an unreachable one). The partners context's GET /partners/{displayId} asks this.
 */
export async function shareRowsOfDisplay(deps: DisplayDeps, actor: DisplayActor, displayId: string) {
  const repos = reposFor(deps.db, actor.companyId);
  await actorOnDisplay(repos, actor, await repos.displays.find(displayId));
  return new Set(await repos.sharing.shareRows(displayId));
}

/** POST /partners/shareDisplay: restricts the display to exactly `partnerIds` in one transaction. */
export async function shareDisplay(
  deps: DisplayDeps,
  actor: DisplayActor,
  displayId: string,
  partnerIds: string[],
  message: string,
) {
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    await restrictToPartners(tx, repos, actor, await lockOwnDisplay(repos, actor, displayId), partnerIds, message);
  });
}

/**
 * Restricts a display the caller has locked to exactly `partnerIds` (each an active partner, else 404), inside the
 * caller's transaction (also the wizard's first step): shareOptions 'restricted', accessibility public, share rows
 * replaced, partners who lose the display lose their ad spots (`restrictionEffects`). A completed display tells the
 * new partners (with the message) and those who lost it; an unfinished one tells nobody until it is completed.
 */
export async function restrictToPartners(
  tx: Db,
  repos: Repos,
  actor: DisplayActor,
  d: DisplayRow,
  partnerIds: string[],
  message: string,
) {
  const wanted = [...new Set(partnerIds)];
  const valid = await repos.sharing.activePartnersAmong(wanted);
  if (wanted.some((id) => !valid.has(id))) throw notFound();
  await applyRestriction(tx, repos, actor, d, wanted, message);
}

/**
 * The cascade of restricting a locked display to exactly `wanted` (the caller checked them): the share modal's, and
 * the partner list's unshare, which keeps the share rows of blocked partners.
 */
export async function applyRestriction(
  tx: Db,
  repos: Repos,
  actor: DisplayActor,
  d: DisplayRow,
  wanted: string[],
  message: string,
) {
  const effects = restrictionEffects(d, wanted, {
    owner: d.companyId,
    audience: {
      activePartners: await repos.sharing.activePartnerIds(),
      shareRows: await repos.sharing.shareRows(d.id),
    },
    adSpots: await repos.sharing.partnerAdSpots(d.id),
  });
  await repos.sharing.replaceShareRows(d.id, wanted);
  await repos.displays.update(d.id, {
    shareOptions: effects.next.shareOptions,
    accessibility: effects.next.accessibility,
  });
  await repos.sharing.deleteAdSpots(d.id, { of: 'companies', companies: effects.lost });
  const text = message.trim();
  if (effects.announce) {
    await announceShared(tx, actor, d, effects.added, text);
    await notifyPartners(tx, actor, d, effects.lost, 'displayUnshared');
  }
  await repos.displays.writeLog(d.id, actor.userId, sharedLog, {
    partnerIds: wanted,
    added: effects.added,
    removed: effects.lost,
    ...(effects.announce || !text ? {} : { message: text }),
  });
}

function announceShared(tx: Db, actor: DisplayActor, d: DisplayRow, partners: string[], text: string) {
  return notifyPartners(
    tx,
    actor,
    d,
    partners,
    'displayShared',
    text ? 'displaySharedWithMessage' : 'displayShared',
    text ? { message: text } : {},
  );
}

/**
 * When a draft or a copy is completed: its chosen partners (restricted) hear of it now, with the message given while
 * it was unfinished. Runs in the completing transaction, with the display as completed.
 */
export async function announceCompletion(tx: Db, repos: Repos, actor: DisplayActor, completed: DisplayRow) {
  const partners = completionAnnouncement(completed, {
    activePartners: [],
    shareRows: await repos.sharing.shareRows(completed.id),
  });
  if (partners.length === 0) return;
  const details = await repos.displays.lastLogDetails(completed.id, sharedLog);
  const text = typeof details?.message === 'string' ? details.message : '';
  await announceShared(tx, actor, completed, partners, text);
}
