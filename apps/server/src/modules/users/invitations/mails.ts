import { type Language, invitationLimits, productName } from '@plakat/shared';
import { t } from '../../../lib/i18n.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { composeMail } from '../../auth/index.ts';

/** The web page an invitation's link opens (the /register page in its invitation form). */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/register?invitation=${encodeURIComponent(token)}`;

export type InvitationMailFacts = { company: string; inviter: string; link: string; message: string | null };

export function invitationMail(lang: Language, to: string, facts: InvitationMailFacts): Mail {
  const p = { product: productName, company: facts.company, inviter: facts.inviter, days: invitationLimits.validDays };
  return composeMail(lang, to, t(lang, 'mail.invitation.subject', p), [
    { text: t(lang, 'mail.invitation.intro', p) },
    ...(facts.message ? [{ text: t(lang, 'mail.invitation.message', { ...p, message: facts.message }) }] : []),
    { text: t(lang, 'mail.invitation.accept', p), link: facts.link, label: t(lang, 'mail.invitation.action') },
    { text: t(lang, 'mail.invitation.validity', p) },
    { text: t(lang, 'mail.invitation.ignore', p) },
  ]);
}

export function oneTimePasswordMail(
  lang: Language,
  to: string,
  facts: { company: string; password: string; loginLink: string },
): Mail {
  const p = { product: productName, company: facts.company, password: facts.password };
  return composeMail(lang, to, t(lang, 'mail.oneTimePassword.subject', p), [
    { text: t(lang, 'mail.oneTimePassword.intro', p) },
    { text: t(lang, 'mail.oneTimePassword.password', p) },
    { text: t(lang, 'mail.oneTimePassword.login', p), link: facts.loginLink },
    { text: t(lang, 'mail.oneTimePassword.change', p) },
  ]);
}

/** "First Last", else the address. */
export const personName = (p: { firstName: string | null; lastName: string | null; email: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
