import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type QueueStats = {
  /** Jobs not finished yet: queued (due or waiting for a retry) and running. */
  depth: number;
  /** Jobs that used up their attempts (kept for jobRetention.failedDays). */
  failed: number;
  /** Seconds since the oldest unfinished job was enqueued; 0 when there is none. */
  oldestPendingSeconds: number;
};

/** The queue as an operator sees it, for /api/health/ready. */
export async function queueStats(db: Pick<Db, 'execute'>): Promise<QueueStats> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM jobs WHERE status IN ('queued', 'running')) AS depth,
      (SELECT count(*)::int FROM jobs WHERE status = 'failed') AS failed,
      (SELECT coalesce(floor(extract(epoch FROM now() - min(created_at))), 0)::int
         FROM jobs WHERE status IN ('queued', 'running')) AS oldest`)) as unknown as {
    rows: { depth: number; failed: number; oldest: number }[];
  };
  const row = result.rows[0];
  return { depth: row?.depth ?? 0, failed: row?.failed ?? 0, oldestPendingSeconds: row?.oldest ?? 0 };
}
