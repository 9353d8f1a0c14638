import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { companies, notificationReads, notifications, users } from '../../../db/schema/index.ts';
import type { Reader } from '../policy.ts';
import { type NotificationListRow, listColumns, recipientConditions } from './reader.ts';

/** Where a stream stands: every row before (tx, seq) in (stream_tx, stream_seq) order has been sent. */
export type StreamCursor = { tx: number; seq: number };
export type StreamRow = NotificationListRow & StreamCursor;

/** The oldest transaction still running: rows of transactions before it are final, none can join them later. */
const horizonSql = sql`(pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`;
const horizon = sql<number>`${horizonSql}`.mapWith(Number);

/**
 * The rows a stream sends, in cursor order. A row is sent only once its transaction id is below the horizon of the
 * same statement's snapshot: every transaction that could still commit a row sorting before it has ended then. So a
 * stream never sends a row after a later one (which the cursor would skip), on any instance; a row committed while
 * an older transaction still runs waits for it (`heldBack`, the stream reads again shortly).
 */
export function streamRows(db: Db, reader: Reader) {
  const stateJoin = and(
    eq(notificationReads.notificationId, notifications.id),
    eq(notificationReads.userId, reader.userId),
  );
  return {
    /**
     * Where a stream without an id starts: at the horizon, skipping the rows of later transactions that have
     * committed already (`seen`, encoded cursors). Rows of transactions still running then are sent when they
     * commit. One statement, so the horizon and the rows come from the same snapshot.
     */
    async start(): Promise<{ cursor: StreamCursor; seen: Set<string> }> {
      const { rows } = await db.execute<{ horizon: string; tx: string | null; seq: string | null }>(
        sql`select h.horizon, ${notifications.streamTx} as tx, ${notifications.streamSeq} as seq
            from (select ${horizonSql} as horizon) h
            left join ${notifications} on ${notifications.streamTx} >= h.horizon
              and ${and(...recipientConditions(reader))}`,
      );
      const seen = new Set<string>();
      for (const row of rows) {
        if (row.tx !== null && row.seq !== null) seen.add(encodeCursor({ tx: Number(row.tx), seq: Number(row.seq) }));
      }
      return { cursor: { tx: Number(rows[0].horizon), seq: 0 }, seen };
    },
    async after(cursor: StreamCursor, limit: number): Promise<{ rows: StreamRow[]; heldBack: boolean }> {
      const found = await db
        .select({ ...listColumns, tx: notifications.streamTx, seq: notifications.streamSeq, horizon })
        .from(notifications)
        .leftJoin(notificationReads, stateJoin)
        .leftJoin(companies, eq(companies.id, notifications.senderCompanyId))
        .leftJoin(users, eq(users.id, notifications.senderUserId))
        .where(
          and(
            ...recipientConditions(reader),
            isNull(notificationReads.deletedAt),
            sql`(${notifications.streamTx}, ${notifications.streamSeq}) > (${cursor.tx}, ${cursor.seq})`,
          ),
        )
        .orderBy(asc(notifications.streamTx), asc(notifications.streamSeq))
        .limit(limit);
      const rows = found.filter((row) => row.tx < row.horizon).map(({ horizon: _, ...row }) => row);
      return { rows, heldBack: rows.length < found.length };
    },
  };
}

/** `<tx>.<seq>`: the SSE id of a sent row, usable as `lastEventId`. */
export const encodeCursor = (cursor: StreamCursor) => `${cursor.tx}.${cursor.seq}`;

export function parseCursor(text: string | undefined): StreamCursor | null {
  const match = text ? /^(\d{1,15})\.(\d{1,15})$/.exec(text) : null;
  return match ? { tx: Number(match[1]), seq: Number(match[2]) } : null;
}
