import type { Db } from '../../db/client.ts';
import { t } from '../../lib/i18n.ts';
import { notificationRepo } from './repository.ts';

/** Notification types written so far (the notification center screen comes in a later issue). */
export type NotificationType =
  | 'displayPrivate'
  | 'commercialsRemoved'
  | 'displayUnshared'
  | 'displayDeactivated'
  | 'displayShutdown'
  | 'displayShared'
  | 'userMessage'
  | 'partnerInvited'
  | 'partnerAccepted'
  | 'partnerDeclined'
  | 'partnerWithdrawn';

export type NotifyInput = {
  recipientCompanyIds: Iterable<string>;
  type: NotificationType;
  senderCompanyId: string;
  senderUserId: string | null;
  resourceType: 'display' | 'partnerInvitation';
  resourceId: string;
  /** Key of the `notifications` namespace; the row stores its text in both languages. */
  key: string;
  params: Record<string, string | number>;
};

/**
 * Writes one notification row per recipient company (never the sender itself), with the message rendered in English
 * and German. Runs inside the caller's transaction so notifications and the change commit together.
 */
export async function notifyCompanies(tx: Db, input: NotifyInput): Promise<number> {
  const recipients = [...new Set(input.recipientCompanyIds)].filter((id) => id !== input.senderCompanyId);
  if (recipients.length === 0) return 0;
  await notificationRepo(tx, input.senderCompanyId).insertFor(recipients, {
    senderUserId: input.senderUserId,
    type: input.type,
    resourceType: input.resourceType,
    resourceId: input.resourceId,
    messageEn: t('en', `notifications.${input.key}`, input.params),
    messageDe: t('de', `notifications.${input.key}`, input.params),
  });
  return recipients.length;
}

/** A notice for one user of the own company (a message from a colleague): one row, the text in both languages. */
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
  await notificationRepo(tx, input.companyId).insertFor([input.companyId], {
    recipientUserId: input.recipientUserId,
    senderUserId: input.senderUserId,
    type: input.type,
    resourceType: 'user',
    resourceId: input.recipientUserId,
    messageEn: t('en', `notifications.${input.key}`, input.params),
    messageDe: t('de', `notifications.${input.key}`, input.params),
  });
}
