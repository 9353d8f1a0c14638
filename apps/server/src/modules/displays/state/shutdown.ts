import { partnersSeeing } from '@plakat/shared';
import { conflict } from '../../../lib/errors.ts';
import { deleteStoredFiles } from '../../../storage/storage.ts';
import type { DisplayDeps } from '../deps.ts';
import { releasePoolUses } from '../media/from-pool.ts';
import { endProgram } from '../program/service.ts';
import { publishContentChanged } from '../program/events.ts';
import { notifyPartners } from '../sharing/partner-notices.ts';
import { reachDisplays } from '../access.ts';
import type { DisplayActor } from '../policy.ts';
import { reposFor } from '../repository/index.ts';

/**
 * Bulk and irreversible: shutdownAt set, deactivated, ad spots, shares and media rows deleted, partners who saw or
 * booked the display informed; the files go once the transaction has committed (their keys are also kept in the log).
 * Any foreign or unknown id → 404, a locked display → 409; all or nothing.
 */
export async function shutdown(deps: DisplayDeps, actor: DisplayActor, ids: string[]) {
  const storageKeys: string[] = [];
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const rows = await reachDisplays(repos, actor, ids, await repos.displays.lockMany([...new Set(ids)]));
    if (rows.some((d) => d.isLocked)) throw conflict('apiDisplays.locked');
    const activePartners = await repos.sharing.activePartnerIds();
    const now = new Date();
    for (const d of rows) {
      const seeing = partnersSeeing(d, { activePartners, shareRows: await repos.sharing.shareRows(d.id) });
      const advertisers = (await repos.sharing.partnerAdSpots(d.id)).map((s) => s.company);
      await repos.sharing.deleteAdSpots(d.id, { of: 'everyone' });
      await repos.sharing.deleteShareRows(d.id);
      const media = await repos.media.of(d.id);
      const keys = await repos.media.deleteAllOf(d.id);
      await releasePoolUses(tx, actor.companyId, d.id, media);
      await endProgram(tx, actor.companyId, d.id);
      await publishContentChanged(tx, actor.companyId, d.id);
      storageKeys.push(...keys);
      await repos.displays.writeLog(d.id, actor.userId, 'shutdown', { storageKeys: keys });
      await notifyPartners(tx, actor, d, [...seeing, ...advertisers], 'displayShutdown');
    }
    await repos.displays.update(
      rows.map((d) => d.id),
      { shutdownAt: now, isActive: false, updatedAt: now },
    );
  });
  await deleteStoredFiles(deps.storage, storageKeys);
}
