import type { PartnerMessageBody } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notify } from '../../notifications/index.ts';
import type { PartnersDeps } from '../deps.ts';
import { adminsOf, partnershipChanges, senderName } from './repository.ts';

/**
 * POST /partners/{partnerId}/message: a message to the partner company's administrators, as a notification addressed
 * to each in one transaction; `notify` mails it to those whose 'messages' mail switch is on (the default), in their
 * language. Refused (409) while either side blocks the other.
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
    await notify(tx, {
      recipients: admins.map((a) => ({ companyId: partnerId, userId: a.id })),
      type: 'partnerMessage',
      sender: { companyId: actor.companyId, userId: actor.userId },
      resource: { type: 'partner', id: actor.companyId },
      key: 'partnerMessage',
      params: { sender, company: names.mine, message },
    });
  });
}
