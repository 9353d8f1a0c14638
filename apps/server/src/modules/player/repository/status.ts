import { sql } from 'drizzle-orm';
import type { HeartbeatBody } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';

type Heartbeat = Required<{ [K in keyof HeartbeatBody]: Exclude<HeartbeatBody[K], undefined> }>;

/**
 * A heartbeat, as one statement: the display's status row is written (a screen that was offline is online again from
 * now; `current_since` moves only when the item changes), and its answer says whether a screenshot was asked for.
 * No other read: the monitor, not the heartbeat, tells the company that a screen came back.
 *
 * Committed asynchronously (`synchronous_commit = off` for this statement's own transaction only): the answer does
 * not wait for the WAL flush, a third of the statement's time. A crash of the database may lose the last fraction of
 * a second of heartbeats, which the next ones (30 s later) replace; the monitor's grace after a restart covers it.
 */
export async function recordHeartbeat(
  db: Db,
  at: { companyId: string; displayId: string; now: Date; userAgent: string | null },
  beat: Heartbeat,
): Promise<{ screenshotRequested: boolean }> {
  const now = at.now.toISOString();
  const [row] = await preparedRows<{ screenshotRequested: boolean | null }>(
    db,
    sql`INSERT INTO player_status AS s (display_id, company_id, last_seen_at, online, changed_at, current_item_id,
        current_title, current_since, manifest_version, cache_bytes, uptime_seconds, clock_offset_ms, heap_bytes,
        user_agent)
      SELECT ${at.displayId}::uuid, ${at.companyId}::uuid, ${now}::timestamptz, true, ${now}::timestamptz,
        ${beat.currentItemId}::text, ${beat.currentTitle}::text,
        CASE WHEN ${beat.currentItemId}::text IS NULL THEN NULL ELSE ${now}::timestamptz END,
        ${beat.manifestVersion}::text, ${beat.cacheBytes}::bigint, ${beat.uptimeSeconds}::int,
        ${beat.clockOffsetMs}::int, ${beat.heapBytes}::bigint, ${at.userAgent}::text
      FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
      ON CONFLICT (display_id) DO UPDATE SET
        last_seen_at = excluded.last_seen_at,
        online = true,
        changed_at = CASE WHEN s.online THEN s.changed_at ELSE excluded.last_seen_at END,
        current_since = CASE WHEN s.current_item_id IS NOT DISTINCT FROM excluded.current_item_id
          THEN s.current_since ELSE excluded.current_since END,
        current_item_id = excluded.current_item_id,
        current_title = excluded.current_title,
        manifest_version = excluded.manifest_version,
        cache_bytes = excluded.cache_bytes,
        uptime_seconds = excluded.uptime_seconds,
        clock_offset_ms = excluded.clock_offset_ms,
        heap_bytes = excluded.heap_bytes,
        user_agent = excluded.user_agent
      RETURNING (SELECT p.requested_at IS NOT NULL FROM player_screenshots p WHERE p.display_id = s.display_id)
        AS "screenshotRequested"`,
  );
  return { screenshotRequested: row?.screenshotRequested === true };
}
