import type { Db } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/index.ts';

export type NewNotification = typeof notifications.$inferInsert;
export type WrittenNotification = { id: string; recipientCompanyId: string; recipientUserId: string | null };

export async function insertNotifications(tx: Db, rows: NewNotification[]): Promise<WrittenNotification[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning({
    id: notifications.id,
    recipientCompanyId: notifications.recipientCompanyId,
    recipientUserId: notifications.recipientUserId,
  });
}
