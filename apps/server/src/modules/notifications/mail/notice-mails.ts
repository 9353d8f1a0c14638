import {
  type Language,
  type NotificationType,
  isPartnerNotificationType,
  notificationMailGroupOf,
  productName,
} from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { t } from '../../../lib/i18n.ts';
import type { MailQueue } from '../../../mail/mail-queue.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { composeMail } from '../../auth/index.ts';
import { type MailRecipient, mailRecipients } from '../repository/mail-preferences.ts';

export const notificationCenterPath = '/dashboard/notification-canter';

/**
 * Where `notify(tx, ...)` queues its mails. `notify` is called by every context with its transaction only, so the
 * notifications context hands its mail queue over here when the app builds it (createNotifications). Apps in one
 * process (tests with two instances) share a database queue, so the last one registered serves all.
 */
let sink: { mailQueue: MailQueue; publicUrl: string } | null = null;
export function registerNoticeMails(mailQueue: MailQueue, publicUrl: string) {
  sink = { mailQueue, publicUrl };
}

type WrittenNotice = {
  recipientCompanyId: string;
  recipientUserId: string | null;
  messageEn: string;
  messageDe: string;
};

function noticeMail(lang: Language, to: string, message: string, publicUrl: string): Mail {
  const key = (name: string) => `mail.notification.${name}`;
  const p = { product: productName };
  return composeMail(lang, to, t(lang, key('subject'), p), [
    { text: message },
    { text: t(lang, key('open'), p), link: `${publicUrl}${notificationCenterPath}`, label: t(lang, key('action')) },
    { text: t(lang, key('preferences'), p) },
  ]);
}

/**
 * Queues, in the caller's transaction, one mail per notice and user who reads it (the company's users, or the one user
 * it is addressed to), has mails of its group on and, for partner events, holds GET_PARTNERS. In the user's language.
 */
export async function queueNoticeMails(tx: Db, type: NotificationType, written: readonly WrittenNotice[]) {
  const group = notificationMailGroupOf(type);
  if (!sink || !group || written.length === 0) return;
  const companyIds = [...new Set(written.map((row) => row.recipientCompanyId))];
  const recipients = await mailRecipients(tx, companyIds, group, isPartnerNotificationType(type));
  const byCompany = new Map<string, MailRecipient[]>();
  for (const r of recipients) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r]);
  const mails: Mail[] = [];
  for (const row of written) {
    for (const user of byCompany.get(row.recipientCompanyId) ?? []) {
      if (row.recipientUserId && row.recipientUserId !== user.userId) continue;
      const message = user.language === 'de' ? row.messageDe : row.messageEn;
      mails.push(noticeMail(user.language, user.email, message, sink.publicUrl));
    }
  }
  if (mails.length > 0) await sink.mailQueue.enqueueMany(tx, mails);
}
