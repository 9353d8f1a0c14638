import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferInsert;

/** Notifications are written for their recipients; the sender's company is part of each row. */
export function notificationRepo(tx: Db, senderCompanyId: string) {
  return {
    async insertFor(
      recipientCompanyIds: string[],
      row: Omit<NotificationRow, 'recipientCompanyId' | 'senderCompanyId'>,
    ) {
      if (recipientCompanyIds.length === 0) return;
      await tx
        .insert(notifications)
        .values(recipientCompanyIds.map((recipientCompanyId) => ({ ...row, recipientCompanyId, senderCompanyId })));
    },
  };
}
