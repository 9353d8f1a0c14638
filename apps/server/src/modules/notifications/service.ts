import type { NotificationResourceType, NotificationType } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { t } from '../../lib/i18n.ts';
import { publishNew } from './events.ts';
import { type WrittenNotification, insertNotifications } from './repository/writes.ts';

/** One notice to write: who gets it, who sent it, what it is about, and its text (a key of `notifications`). */
export type NoticeInput = {
  /** A company (every user of it) or one user of a company; the sender's own company is never told. */
  recipients: Iterable<{ companyId: string; userId?: string | null }>;
  type: NotificationType;
  sender: { companyId: string | null; userId: string | null };
  resource: { type: NotificationResourceType; id: string | null };
  /** Key of the `notifications` namespace; the row stores its text in English and German. */
  key: string;
  params: Record<string, string | number>;
};

/**
 * The one entry point other contexts call: writes the notices inside the caller's transaction, so a change and its
 * notices commit together (or not at all). Answers the rows written.
 */
export async function notify(tx: Db, input: NoticeInput): Promise<WrittenNotification[]> {
  const seen = new Set<string>();
  const recipients = [...input.recipients].filter((r) => {
    const key = `${r.companyId}/${r.userId ?? ''}`;
    if (seen.has(key) || (r.companyId === input.sender.companyId && !r.userId)) return false;
    seen.add(key);
    return true;
  });
  if (recipients.length === 0) return [];
  const written = await insertNotifications(
    tx,
    recipients.map((r) => ({
      recipientCompanyId: r.companyId,
      recipientUserId: r.userId ?? null,
      senderCompanyId: input.sender.companyId,
      senderUserId: input.sender.userId,
      type: input.type,
      resourceType: input.resource.type,
      resourceId: input.resource.id,
      messageEn: t('en', `notifications.${input.key}`, input.params),
      messageDe: t('de', `notifications.${input.key}`, input.params),
    })),
  );
  // Open notification streams, on every instance, hear of these rows once (and only if) the transaction commits.
  await publishNew(tx, written);
  return written;
}

export type NotifyInput = {
  recipientCompanyIds: Iterable<string>;
  type: NotificationType;
  senderCompanyId: string;
  senderUserId: string | null;
  resourceType: NotificationResourceType;
  resourceId: string;
  key: string;
  params: Record<string, string | number>;
};

/** Tells whole companies (never the sender's own): one row per recipient company. Answers how many were told. */
export async function notifyCompanies(tx: Db, input: NotifyInput): Promise<number> {
  const written = await notify(tx, {
    recipients: [...input.recipientCompanyIds].map((companyId) => ({ companyId })),
    type: input.type,
    sender: { companyId: input.senderCompanyId, userId: input.senderUserId },
    resource: { type: input.resourceType, id: input.resourceId },
    key: input.key,
    params: input.params,
  });
  return written.length;
}

/** A notice for one user of the own company (a message from a colleague). */
export async function notifyUser(
  tx: Db,
  input: {
    companyId: string;
    recipientUserId: string;
    senderUserId: string;
    type: Extract<NotificationType, 'userMessage'>;
    key: string;
    params: Record<string, string | number>;
  },
) {
  await notify(tx, {
    recipients: [{ companyId: input.companyId, userId: input.recipientUserId }],
    type: input.type,
    sender: { companyId: input.companyId, userId: input.senderUserId },
    resource: { type: 'user', id: input.recipientUserId },
    key: input.key,
    params: input.params,
  });
}
