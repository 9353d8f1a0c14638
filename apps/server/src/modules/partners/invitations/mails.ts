import { type Language, partnerInvitationLimits, productName } from '@plakat/shared';
import { t } from '../../../lib/i18n.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { composeMail } from '../../auth/index.ts';

/**
 * The confirmation page an invitation's link opens; the web keeps both parameters through login and registration
 * (spec 01 §2).
 */
export const confirmationLink = (publicUrl: string, inviterCompanyId: string, invitationId: string) =>
  `${publicUrl}/dashboard/partnersInvitationConfirmation?companyId=${encodeURIComponent(inviterCompanyId)}&invitationId=${encodeURIComponent(invitationId)}`;

export type PartnerMailFacts = { company: string; inviter: string; link: string; message: string | null };

/** The invitation mail: to a user of a company here (`registered`) it links to the page, otherwise to register first. */
export function partnerInvitationMail(lang: Language, to: string, facts: PartnerMailFacts, registered: boolean): Mail {
  const p = {
    product: productName,
    company: facts.company,
    inviter: facts.inviter,
    days: partnerInvitationLimits.validDays,
  };
  const key = (name: string) => `mail.partnerInvitation.${name}`;
  return composeMail(lang, to, t(lang, key('subject'), p), [
    { text: t(lang, key('intro'), p) },
    ...(facts.message ? [{ text: t(lang, key('message'), { ...p, message: facts.message }) }] : []),
    { text: t(lang, key(registered ? 'accept' : 'register'), p), link: facts.link, label: t(lang, key('action')) },
    { text: t(lang, key('validity'), p) },
    { text: t(lang, key('ignore'), p) },
  ]);
}
