import type { Db } from '../../db/client.ts';
import { type EventPayload, publishAfterCommit } from '../../events/index.ts';

/** The events channel of the notification center: new rows and changes of one user's read state. */
export const notificationsChannel = 'notifications';

/**
 * What travels: ids only. `new`: a row `n` for company `c` (and user `u`, null for the whole company) committed;
 * `state`: user `u` of company `c` marked read, unread or deleted (every tab of that user updates its count).
 */
export type NotificationEvent =
  | { k: 'new'; c: string; u: string | null; n: string }
  | { k: 'state'; c: string; u: string; n?: undefined };

export function publishNew(
  tx: Db,
  rows: readonly { id: string; recipientCompanyId: string; recipientUserId: string | null }[],
) {
  return Promise.all(
    rows.map((row) =>
      publishAfterCommit(tx, notificationsChannel, {
        k: 'new',
        c: row.recipientCompanyId,
        u: row.recipientUserId,
        n: row.id,
      } satisfies NotificationEvent),
    ),
  );
}

export function publishStateChange(tx: Db, companyId: string, userId: string) {
  return publishAfterCommit(tx, notificationsChannel, {
    k: 'state',
    c: companyId,
    u: userId,
  } satisfies NotificationEvent);
}

/** The event a payload carries, or null for one of another shape (never thrown at a subscriber). */
export function notificationEventOf(payload: EventPayload): NotificationEvent | null {
  const { k, c, u, n } = payload;
  if (typeof c !== 'string') return null;
  if (k === 'new' && typeof n === 'string' && (u === null || typeof u === 'string')) return { k, c, u, n };
  if (k === 'state' && typeof u === 'string') return { k, c, u };
  return null;
}
