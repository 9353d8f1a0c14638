import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

type Marker = { lastRunAt: Date; resumedAt: Date };

/**
 * The offline monitor's statements; every one runs in the monitor's transaction, which first locks the marker row, so
 * two instances' runs never overlap.
 */
export function monitorRepo(tx: Db) {
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await tx.execute<T>(query)).rows as T[];
  return {
    /**
     * Locks the marker and moves it to `now`. When the monitor last ran more than `gapMs` ago (or never), it resumes
     * now: silence before that is not counted.
     */
    async advance(now: Date, gapMs: number): Promise<Marker & { resumed: boolean }> {
      const [row] = await rows<{ lastRunAt: Date | string; resumedAt: Date | string }>(
        sql`SELECT last_run_at AS "lastRunAt", resumed_at AS "resumedAt" FROM player_monitor WHERE id = 1 FOR UPDATE`,
      );
      const last = row ? new Date(row.lastRunAt) : null;
      const resumed = !last || now.getTime() - last.getTime() > gapMs;
      const resumedAt = resumed || !row ? now : new Date(row.resumedAt);
      await tx.execute(
        sql`INSERT INTO player_monitor (id, last_run_at, resumed_at) VALUES (1, ${now.toISOString()},
            ${resumedAt.toISOString()})
          ON CONFLICT (id) DO UPDATE SET last_run_at = excluded.last_run_at, resumed_at = excluded.resumed_at`,
      );
      return { lastRunAt: now, resumedAt, resumed };
    },
    /** Screens silent since before `cutoff` go offline (from `now`). Answers how many. */
    async markOffline(cutoff: Date, now: Date): Promise<number> {
      const gone = await rows<{ id: string }>(
        sql`UPDATE player_status SET online = false, changed_at = ${now.toISOString()}
          WHERE online AND last_seen_at < ${cutoff.toISOString()} RETURNING display_id AS id`,
      );
      return gone.length;
    },
    /**
     * Offline displays whose company's alert delay has passed and that were not told yet; only displays that still
     * play (a shut-down or deactivated display's silence is expected). Marks them told.
     */
    async takeOfflineNotices(now: Date) {
      return rows<Notice>(
        sql`UPDATE player_status s SET offline_notified = true
          FROM displays d, companies c
          WHERE d.id = s.display_id AND c.id = s.company_id AND d.company_id = s.company_id
            AND NOT s.online AND NOT s.offline_notified
            AND s.changed_at <= ${now.toISOString()}::timestamptz - c.offline_alert_minutes * interval '1 minute'
            AND d.shutdown_at IS NULL AND d.status = 'completed' AND d.is_active AND NOT d.is_locked
          RETURNING s.display_id AS "displayId", s.company_id AS "companyId", d.online_id AS "onlineId", d.title,
            s.last_seen_at AS "lastSeenAt"`,
      );
    },
    /** Displays back online whose company was told they were offline: told now (marked back). */
    async takeOnlineNotices() {
      return rows<Notice>(
        sql`UPDATE player_status s SET offline_notified = false
          FROM displays d
          WHERE d.id = s.display_id AND d.company_id = s.company_id AND s.online AND s.offline_notified
          RETURNING s.display_id AS "displayId", s.company_id AS "companyId", d.online_id AS "onlineId", d.title,
            s.last_seen_at AS "lastSeenAt"`,
      );
    },
  };
}

export type Notice = {
  displayId: string;
  companyId: string;
  onlineId: number;
  title: string;
  lastSeenAt: Date | string;
};
