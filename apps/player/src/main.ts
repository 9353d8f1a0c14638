import type { PlayerTokenAnswer } from '@plakat/shared/schemas/player';
import { ApiFailure, call } from './api.ts';
import { type Pairing, forgetPairing, loadPairing, savePairing } from './credential.ts';
import { sleep } from './dom.ts';
import { deleteState } from './idb.ts';
import { pairByCode, showMessage } from './pairing-screen.ts';
import { playFor } from './session.ts';
import { t } from './texts.ts';

/**
 * The web player (issue 25, docs/api/player.md): pairs the screen (a code, or the player token of the display's token
 * mail in `?token=`), then plays its display's program until the credential ends, and pairs again.
 */
const root = document.getElementById('player') as HTMLElement;

if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/player/sw.js', { scope: '/player/' }).catch(() => undefined);
}
void navigator.storage?.persist?.().catch(() => false);

/** The token of the display's token mail, taken from the address (and removed from it, so a reload pairs by code). */
async function pairByToken(): Promise<Pairing | null> {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (!token) return null;
  params.delete('token');
  history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
  for (;;) {
    try {
      return await call<PlayerTokenAnswer>('/player/token', { method: 'POST', body: { token } });
    } catch (error) {
      if (error instanceof ApiFailure) {
        showMessage(root, t('tokenInvalid'));
        await sleep(8000);
        return null;
      }
      showMessage(root, t('offline'));
      await sleep(5000);
    }
  }
}

async function run() {
  for (;;) {
    let pairing = (await pairByToken()) ?? loadPairing();
    if (!pairing) pairing = await pairByCode(root);
    savePairing(pairing);
    await playFor(root, pairing);
    forgetPairing();
    await deleteState('program').catch(() => undefined);
  }
}

void run();
