import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Decodes quoted-printable (nodemailer's encoding for long or non-ASCII text): soft line breaks and =XX bytes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for the saved .eml mail to `to` (mails are written just after the answer) and answers its first link to `pathPrefix`. */
export async function linkFromMail(mailDir: string, to: string, pathPrefix: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(mailDir)) return '';
        const files = readdirSync(mailDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const raw = readFileSync(path.join(mailDir, file), 'utf8');
          if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
          const body = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
          const match = body.match(new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
          if (match) {
            link = match[0];
            return link;
          }
        }
        return '';
      },
      { timeout: 10_000, message: `a mail to ${to} with a link to ${pathPrefix}` },
    )
    .not.toBe('');
  return link;
}
