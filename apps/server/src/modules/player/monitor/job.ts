import { playerStatusLimits } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import type { BackgroundWork } from '../../../jobs/runner.ts';
import { notify } from '../../notifications/index.ts';
import type { PlayerDeps } from '../deps.ts';
import { type Notice, monitorRepo } from '../repository/index.ts';

/** Once per heartbeat interval, once across instances (the job queue hands each occurrence to one worker). */
export const MONITOR_JOB = 'player.offlineMonitor';

/** Silence after which a screen counts as offline: three missed heartbeats of `heartbeatSeconds`. */
export const offlineAfterMs = (heartbeatSeconds: number) =>
  heartbeatSeconds * playerStatusLimits.missedHeartbeats * 1000;

export const monitorBackground = (deps: Pick<PlayerDeps, 'db' | 'log' | 'config'>): BackgroundWork => {
  const everyMs = deps.config.playerHeartbeatSeconds * 1000;
  const thresholdMs = offlineAfterMs(deps.config.playerHeartbeatSeconds);
  return {
    handlers: {
      async [MONITOR_JOB]() {
        const result = await runMonitor(deps.db, new Date(), thresholdMs);
        if (result.wentOffline || result.offlineNotices || result.onlineNotices || result.resumed)
          deps.log.info(result, 'player offline monitor');
        return undefined;
      },
    },
    // One attempt: the next occurrence, one interval later, does the same work.
    shared: [{ kind: MONITOR_JOB, everyMs, maxAttempts: 1 }],
  };
};

/** 'YYYY-MM-DD HH:MM' (UTC), for the notice texts (the demo seed writes its offline notice with it too). */
export const minuteOf = (at: Date | string) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/**
 * One run at `now` (tests pass their own clock): screens silent for `thresholdMs` (90 s by default) go offline; the company of an offline
 * display is told once its offline alert delay has passed (notification, and mail to those who want it), and told
 * again when it is back. Silence is counted from the later of the last heartbeat and the moment the monitor resumed
 * after not running for longer than the threshold (the server was down): a restart raises no storm of offline notices.
 */
export async function runMonitor(db: Db, now: Date, thresholdMs = offlineAfterMs(playerStatusLimits.heartbeatSeconds)) {
  return db.transaction(async (tx) => {
    const repo = monitorRepo(tx);
    const marker = await repo.advance(now, thresholdMs);
    const cutoff = new Date(now.getTime() - thresholdMs);
    const wentOffline = marker.resumedAt >= cutoff ? 0 : await repo.markOffline(cutoff, now);
    const offline = await repo.takeOfflineNotices(now);
    for (const notice of offline) await tell(tx, notice, 'displayOffline');
    const online = await repo.takeOnlineNotices();
    for (const notice of online) await tell(tx, notice, 'displayOnline');
    return {
      resumed: marker.resumed,
      wentOffline,
      offlineNotices: offline.length,
      onlineNotices: online.length,
    };
  });
}

async function tell(tx: Db, notice: Notice, type: 'displayOffline' | 'displayOnline') {
  await notify(tx, {
    recipients: [{ companyId: notice.companyId }],
    type,
    // Nobody sent it: the platform tells the company about its own screen.
    sender: { companyId: null, userId: null },
    resource: { type: 'display', id: notice.displayId },
    key: type,
    params: { onlineId: notice.onlineId, title: notice.title, since: minuteOf(notice.lastSeenAt) },
  });
}
