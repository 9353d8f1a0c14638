import { type Language, limits, productName } from '@plakat/shared';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../mail/mailer.ts';

/** Paths of the web app the auth mails link to (spec §2, logged-out routes). */
export const mailPaths = {
  verifyEmail: '/email/verification',
  resetPassword: '/password/reset',
  login: '/login',
  forgotPassword: '/password/forgot',
  changeEmail: '/email/change',
} as const;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const tokenLink = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

type Block = { text: string } | { text: string; link: string; label?: string };

/** One mail in plain text (every link written out in full, so it can be copied and read by tests) and simple HTML. */
export function compose(lang: Language, to: string, subject: string, blocks: Block[]): Mail {
  const product = productName;
  const greeting = t(lang, 'mail.greeting');
  const signature = t(lang, 'mail.signature', { product });
  const links: string[] = [];
  const textParts = [greeting, ''];
  const htmlParts = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ('link' in block) {
      links.push(block.link);
      textParts.push(block.text, block.link, '');
      const label = escapeHtml(block.label ?? block.link);
      htmlParts.push(
        `<p>${escapeHtml(block.text)}</p>`,
        `<p><a href="${escapeHtml(block.link)}">${label}</a></p>`,
        `<p style="font-size:12px;color:#666">${escapeHtml(block.link)}</p>`,
      );
    } else {
      textParts.push(block.text, '');
      htmlParts.push(`<p>${escapeHtml(block.text)}</p>`);
    }
  }
  textParts.push(signature, '');
  htmlParts.push(`<p>${escapeHtml(signature)}</p>`);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.5">${htmlParts.join('')}</body></html>`;
  return { to, subject, text: textParts.join('\n'), html, links };
}

export function verifyEmailMail(lang: Language, to: string, link: string): Mail {
  const p = { product: productName, hours: limits.emailTokenHours };
  return compose(lang, to, t(lang, 'mail.verifyEmail.subject', p), [
    { text: t(lang, 'mail.verifyEmail.intro', p), link, label: t(lang, 'mail.verifyEmail.action') },
    { text: t(lang, 'mail.verifyEmail.validity', p) },
    { text: t(lang, 'mail.verifyEmail.ignore', p) },
  ]);
}

export function registerExistingMail(lang: Language, to: string, publicUrl: string): Mail {
  const p = { product: productName };
  return compose(lang, to, t(lang, 'mail.registerExisting.subject', p), [
    { text: t(lang, 'mail.registerExisting.intro', p) },
    { text: t(lang, 'mail.registerExisting.login', p), link: `${publicUrl}${mailPaths.login}` },
    { text: t(lang, 'mail.registerExisting.forgot', p), link: `${publicUrl}${mailPaths.forgotPassword}` },
    { text: t(lang, 'mail.registerExisting.ignore', p) },
  ]);
}

export function resetPasswordMail(lang: Language, to: string, link: string): Mail {
  const p = { product: productName, hours: limits.emailTokenHours };
  return compose(lang, to, t(lang, 'mail.resetPassword.subject', p), [
    { text: t(lang, 'mail.resetPassword.intro', p), link, label: t(lang, 'mail.resetPassword.action') },
    { text: t(lang, 'mail.resetPassword.validity', p) },
    { text: t(lang, 'mail.resetPassword.ignore', p) },
  ]);
}

export function changeEmailMail(lang: Language, to: string, link: string): Mail {
  const p = { product: productName, hours: limits.emailTokenHours };
  return compose(lang, to, t(lang, 'mail.changeEmail.subject', p), [
    { text: t(lang, 'mail.changeEmail.intro', p), link, label: t(lang, 'mail.changeEmail.action') },
    { text: t(lang, 'mail.changeEmail.validity', p) },
    { text: t(lang, 'mail.changeEmail.ignore', p) },
  ]);
}

/** The notice to the previous address once a change is confirmed, so a hijacked account does not go unnoticed. */
export function emailChangedMail(lang: Language, to: string, newEmail: string): Mail {
  const p = { product: productName, email: newEmail };
  return compose(lang, to, t(lang, 'mail.emailChanged.subject', p), [
    { text: t(lang, 'mail.emailChanged.intro', p) },
    { text: t(lang, 'mail.emailChanged.contact', p) },
  ]);
}
