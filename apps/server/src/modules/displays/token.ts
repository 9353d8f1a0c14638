import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@plakat/shared';
import { conflict } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { DisplayActor } from './policy.ts';
import { lockOwnDisplay, reposFor } from './repositories.ts';

/** A new player token and the hash that is stored (the token itself only travels in the mail). */
export function newPlayerToken() {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

/** The token mail, in the reader's language: `kind` 'renewed' (token management) or 'setUp' (wizard completed). */
export async function mailPlayerToken(
  deps: AppDeps,
  tx: Db,
  lang: Language,
  kind: 'renewed' | 'setUp',
  mail: { to: string; token: string; title: string; onlineId: number; company: string },
) {
  const prefix = kind === 'renewed' ? 'apiDisplays.tokenMail' : 'apiWizard.tokenMail';
  const params = { onlineId: mail.onlineId, title: mail.title, company: mail.company, token: mail.token };
  await deps.mailQueue.enqueue(tx, {
    to: mail.to,
    subject: t(lang, `${prefix}.subject`, params),
    text: t(lang, `${prefix}.text`, params),
  });
}

/** Only while active (409 otherwise): new player token (sha256 stored), token e-mail saved, token mailed. */
export async function sendDisplayToken(deps: AppDeps, actor: DisplayActor, id: string, email: string, lang: Language) {
  const { token, hash } = newPlayerToken();
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const d = await lockOwnDisplay(repos, actor, id);
    if (d.status !== 'completed' || !d.isActive) throw conflict('apiDisplays.notActive');
    await repos.displays.update(id, { tokenEmail: email, playerTokenHash: hash });
    await repos.displays.writeLog(id, actor.userId, 'tokenSent', { email });
    const company = await repos.displays.companyName();
    await mailPlayerToken(deps, tx, lang, 'renewed', {
      to: email,
      token,
      title: d.title,
      onlineId: d.onlineId,
      company,
    });
  });
}
