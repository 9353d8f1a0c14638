import { type Language, type PartnerMessageBody, productName } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { composeMail } from '../../auth/index.ts';
import { notify } from '../../notifications/index.ts';
import type { PartnersDeps } from '../deps.ts';
import { adminsOf, partnershipChanges, senderName } from './repository.ts';

type MessageFacts = { sender: string; company: string; message: string; link: string };

/** The message mail: plain text, the message as the sender wrote it (the HTML part escapes it). */
function partnerMessageMail(lang: Language, to: string, facts: MessageFacts): Mail {
  const p = { ...facts, product: productName };
  const key = (name: string) => `mail.partnerMessage.${name}`;
  return composeMail(lang, to, t(lang, key('subject'), p), [
    { text: t(lang, key('intro'), p) },
    { text: facts.message },
    { text: t(lang, key('reply'), p), link: facts.link, label: t(lang, key('action')) },
  ]);
}

/**
 * POST /partners/{partnerId}/message: a message to the partner company's administrators, as a notification addressed
 * to each and a mail in each one's language, in one transaction. Refused (409) while either side blocks the other.
 */
export function messagePartner(deps: PartnersDeps, actor: TenantActor, partnerId: string, body: PartnerMessageBody) {
  const message = body.message.trim();
  return deps.db.transaction(async (tx) => {
    const changes = partnershipChanges(tx, actor.companyId);
    const { mine, theirs } = await changes.lockPair(partnerId);
    if (!mine) throw notFound('apiPartners.partnerNotFound');
    if (mine.status === 'blocked' || theirs?.status !== 'active') throw conflict('apiPartners.messageBlocked');
    const [names, sender, admins] = await Promise.all([
      changes.names(partnerId),
      senderName(tx, actor.companyId, actor.userId),
      adminsOf(tx, partnerId),
    ]);
    const facts = {
      sender,
      company: names.mine,
      message,
      link: `${deps.config.publicUrl}/dashboard/notification-canter`,
    };
    await notify(tx, {
      recipients: admins.map((a) => ({ companyId: partnerId, userId: a.id })),
      type: 'partnerMessage',
      sender: { companyId: actor.companyId, userId: actor.userId },
      resource: { type: 'partner', id: actor.companyId },
      key: 'partnerMessage',
      params: { sender, company: names.mine, message },
    });
    await deps.mailQueue.enqueueMany(
      tx,
      admins.map((a) => partnerMessageMail(a.language, a.email, facts)),
    );
  });
}
