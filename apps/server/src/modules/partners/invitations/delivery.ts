import type { Core } from '../../../core.ts';
import type { Db } from '../../../db/client.ts';
import { confirmationLink, partnerInvitationMail } from './mails.ts';
import { type PartnerInvitationRow, ownersOf } from './repository.ts';

/**
 * Queues the invitation's mails in the caller's transaction: to a company here, its owners and the address itself,
 * each in their own language, with the link to the confirmation page; to an address without a company, the mail that
 * invites to register (in the inviter's language).
 */
export async function sendInvitationMails(
  deps: Core,
  tx: Db,
  row: PartnerInvitationRow,
  invitedCompanyId: string | null,
  facts: { company: string; inviter: string },
) {
  const link = confirmationLink(deps.config.publicUrl, row.inviterCompanyId, row.id);
  const all = { ...facts, link, message: row.message };
  if (!invitedCompanyId) {
    await deps.mailQueue.enqueue(tx, partnerInvitationMail(row.language, row.email, all, false));
    return;
  }
  const owners = await ownersOf(tx, invitedCompanyId);
  const recipients = new Map(owners.map((o) => [o.email, o.language]));
  if (!recipients.has(row.email)) recipients.set(row.email, row.language);
  await deps.mailQueue.enqueueMany(
    tx,
    [...recipients].map(([email, lang]) => partnerInvitationMail(lang, email, all, true)),
  );
}
