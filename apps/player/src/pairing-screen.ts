import type { PairingPollAnswer, PairingStartAnswer } from '@plakat/shared/schemas/player';
import { formatPairingCode } from '@plakat/shared/player/pairing';
import { ApiFailure, Offline, call } from './api.ts';
import type { Pairing } from './credential.ts';
import { qrSvg } from './qr.ts';
import { t } from './texts.ts';
import { clear, element, sleep } from './dom.ts';

/** Where a phone that scans the code lands: the own displays, asked to pair the code with one of them. */
const claimLink = (code: string) => `${location.origin}/dashboard/display-management/own-list?pair=${code}`;

/** A screen with one message (connecting, offline, ...). */
export function showMessage(root: HTMLElement, text: string) {
  clear(root);
  const screen = element('section', 'screen');
  screen.append(element('p', '', text));
  root.append(screen);
}

function showCode(root: HTMLElement, start: PairingStartAnswer) {
  clear(root);
  const screen = element('section', 'screen');
  const qr = element('div', 'qr');
  qr.innerHTML = qrSvg(claimLink(start.code));
  qr.setAttribute('role', 'img');
  qr.setAttribute('aria-label', claimLink(start.code));
  const expiry = element('p', 'muted');
  const code = element('div', 'code', formatPairingCode(start.code));
  code.dataset.testid = 'pairing-code';
  screen.append(
    element('h1', '', t('pairTitle')),
    element('p', '', t('pairSteps')),
    code,
    qr,
    element('p', 'muted', t('scanHint')),
    expiry,
  );
  root.append(screen);
  return (remainingMs: number) => {
    const minutes = Math.floor(remainingMs / 60_000);
    expiry.textContent = minutes >= 1 ? t('expiresIn', { minutes }) : t('expiresSoon');
  };
}

/**
 * Pairs the screen by device code (docs/api/player.md): asks for a code, shows it with a QR code of the claim link,
 * polls with the private secret until a user claims it, and draws a new code when it expires. Resolves with the
 * credential; never gives up (a screen has no one to press a button).
 */
export async function pairByCode(root: HTMLElement): Promise<Pairing> {
  for (;;) {
    let start: PairingStartAnswer;
    try {
      start = await call<PairingStartAnswer>('/player/pairings', { method: 'POST' });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 429) {
        const seconds = error.retryAfter ?? 600;
        showMessage(root, t('tooMany', { minutes: Math.ceil(seconds / 60) }));
        await sleep(seconds * 1000);
      } else {
        showMessage(root, t('offline'));
        await sleep(5000);
      }
      continue;
    }
    const paired = await pollUntilClaimed(root, start);
    if (paired) return paired;
  }
}

async function pollUntilClaimed(root: HTMLElement, start: PairingStartAnswer): Promise<Pairing | null> {
  const showRemaining = showCode(root, start);
  const expiresAt = Date.parse(start.expiresAt);
  while (Date.now() < expiresAt) {
    showRemaining(expiresAt - Date.now());
    await sleep(start.pollSeconds * 1000);
    try {
      const answer = await call<PairingPollAnswer>('/player/pairings/poll', {
        method: 'POST',
        body: { pairingId: start.pairingId, secret: start.secret },
      });
      if (answer.status === 'paired') return { credential: answer.credential, displayId: answer.displayId };
    } catch (error) {
      // 404: expired or gone; a new code follows. Offline: keep the code on screen and ask again.
      if (!(error instanceof Offline)) return null;
    }
  }
  return null;
}
