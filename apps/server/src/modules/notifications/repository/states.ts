import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notificationReads, notifications } from '../../../db/schema/index.ts';
import type { Reader } from '../policy.ts';
import { recipientConditions } from './reader.ts';

/** One user's read and deleted marks; the callers have checked the ids (lib/batch.ts `allOrNothing`). */
export function notificationStates(tx: Db, reader: Reader) {
  const userId = reader.userId;
  const mine = eq(notificationReads.userId, userId);
  const keepFirstRead = { readAt: sql`coalesce(${notificationReads.readAt}, excluded.read_at)` };
  return {
    async markRead(ids: readonly string[]) {
      const now = new Date();
      await tx
        .insert(notificationReads)
        .values(ids.map((notificationId) => ({ notificationId, userId, readAt: now })))
        .onConflictDoUpdate({
          target: [notificationReads.notificationId, notificationReads.userId],
          set: keepFirstRead,
        });
    },
    async markUnread(ids: readonly string[]) {
      await tx
        .update(notificationReads)
        .set({ readAt: null })
        .where(and(mine, inArray(notificationReads.notificationId, [...ids])));
    },
    /** Every notification the user sees and has not read yet, in one statement. */
    async markAllRead() {
      await tx
        .insert(notificationReads)
        .select(
          tx
            .select({
              notificationId: notifications.id,
              userId: sql`${userId}::uuid`.as('user_id'),
              readAt: sql`now()`.as('read_at'),
              deletedAt: sql`null::timestamptz`.as('deleted_at'),
            })
            .from(notifications)
            .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), mine))
            .where(
              and(
                ...recipientConditions(reader),
                isNull(notificationReads.readAt),
                isNull(notificationReads.deletedAt),
              ),
            ),
        )
        .onConflictDoUpdate({
          target: [notificationReads.notificationId, notificationReads.userId],
          set: keepFirstRead,
        });
    },
    async markAllUnread() {
      const seen = tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(...recipientConditions(reader)));
      await tx
        .update(notificationReads)
        .set({ readAt: null })
        .where(and(mine, isNotNull(notificationReads.readAt), inArray(notificationReads.notificationId, seen)));
    },
    /** Gone for this user only; the row stays for the company's other users. */
    async hide(ids: readonly string[]) {
      const now = new Date();
      await tx
        .insert(notificationReads)
        .values(ids.map((notificationId) => ({ notificationId, userId, deletedAt: now })))
        .onConflictDoUpdate({
          target: [notificationReads.notificationId, notificationReads.userId],
          set: { deletedAt: now },
        });
    },
  };
}
