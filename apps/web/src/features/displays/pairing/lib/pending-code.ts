import { normalizePairingCode, pairingLimits } from '@plakat/shared';

/*
 * The code a phone brings from a screen's QR code (`?pair=CODE` on the own overview, apps/player). The overview
 * rewrites its address to its search state at once, so the code is kept for this tab (sessionStorage) for as long as
 * a code is valid: the overview's notice and every "Pair a screen" dialog start with it until it is used.
 */
const key = 'plakat.pairCode';

/** Keeps the address's `?pair=` code (a valid one); call on the overview's first render. */
export function capturePairCode(search: string): void {
  const code = normalizePairingCode(new URLSearchParams(search).get('pair') ?? '');
  if (!code) return;
  try {
    sessionStorage.setItem(key, JSON.stringify({ code, until: Date.now() + pairingLimits.validSeconds * 1000 }));
  } catch {
    // Storage blocked: the code is typed by hand.
  }
}

/** The kept code while it can still be valid, else null. */
export function pendingPairCode(): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { code?: string; until?: number } | null;
    return kept?.code && (kept.until ?? 0) > Date.now() ? kept.code : null;
  } catch {
    return null;
  }
}

/** Forgets the code once a screen was paired with it. */
export function forgetPairCode(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
