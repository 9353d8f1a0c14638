import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@plakat/shared';
import { conflict } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import type { Db } from '../../../db/client.ts';
import type { DisplayDeps } from '../deps.ts';
import type { DisplayActor } from '../policy.ts';
import { reposFor } from '../repository/index.ts';
import { actorOnDisplay, lockOwnDisplay } from '../access.ts';
import type { DisplayRow } from '../repository/displays.ts';
import { publishContentChanged } from '../program/events.ts';

/** A new player token and the hash that is stored (the token itself only travels in the mail). */
export function newPlayerToken() {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

/** The token mail, in the reader's language: `kind` 'renewed' (token management) or 'setUp' (wizard completed). */
export async function mailPlayerToken(
  deps: DisplayDeps,
  tx: Db,
  lang: Language,
  kind: 'renewed' | 'setUp',
  mail: { to: string; token: string; title: string; onlineId: number; company: string },
) {
  const prefix = kind === 'renewed' ? 'apiDisplays.tokenMail' : 'apiWizard.tokenMail';
  // The player's address with the token: the screen opens it and plays for this display at once (docs/api/player.md).
  const link = `${deps.config.publicUrl}/player?token=${encodeURIComponent(mail.token)}`;
  const params = { onlineId: mail.onlineId, title: mail.title, company: mail.company, token: mail.token, link };
  await deps.mailQueue.enqueue(tx, {
    to: mail.to,
    subject: t(lang, `${prefix}.subject`, params),
    text: t(lang, `${prefix}.text`, params),
  });
}

/** 409 unless the display can get a token now: not locked, completed and active. */
function assertTokenSendable(display: DisplayRow) {
  if (display.isLocked) throw conflict('apiDisplays.locked');
  if (display.status !== 'completed' || !display.isActive) throw conflict('apiDisplays.notActive');
}

/**
 * Only while active (409 otherwise): new player token (sha256 stored), token e-mail saved, token mailed. The mail
 * limits count only a call that would send: the display is checked first (404 for another company's or an unknown
 * id, 409), so nobody can use up the limit of an address with calls that fail. The check runs before the
 * transaction, because on PGlite a limiter query beside an open transaction would wait for it forever; the
 * transaction checks again under the lock.
 */
export async function sendDisplayToken(
  deps: DisplayDeps,
  actor: DisplayActor,
  request: { id: string; email: string; ip: string },
  lang: Language,
) {
  const { id, email } = request;
  const repos = reposFor(deps.db, actor.companyId);
  assertTokenSendable((await actorOnDisplay(repos, actor, await repos.displays.find(id))).display);
  await deps.rateLimits.mail.client(request.ip);
  await deps.rateLimits.mail.addressOrRefuse(email);
  const { token, hash } = newPlayerToken();
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const d = await lockOwnDisplay(repos, actor, id, { allowLocked: true });
    assertTokenSendable(d);
    await repos.displays.update(id, { tokenEmail: email, playerTokenHash: hash });
    await repos.displays.writeLog(id, actor.userId, 'tokenSent', { email });
    // The screens paired under the old token end: their streams hear of it and close.
    await publishContentChanged(tx, actor.companyId, id);
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
