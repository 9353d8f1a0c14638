/**
 * The answer index.html asked for before the app had loaded (scripts/preload-start-chunks.ts): a logged-in start asks
 * for the profile at once, so the guards, which wait for it, no longer wait for a round trip after the app's code.
 * The first call of the same URL with the same token takes it, once; everything else goes to the network as usual,
 * and so does that call when the early request found no answer. The session rules (418, 419) apply to it as to any
 * answer (lib/api-client.ts).
 */
export type EarlyAnswer = { url: string; token: string; response: Promise<Response> };

declare global {
  interface Window {
    plakatEarlyAnswer?: EarlyAnswer;
  }
}

export function takeEarlyAnswer(request: Request): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.plakatEarlyAnswer;
  if (!early || request.method !== 'GET' || request.url !== early.url) return null;
  if (request.headers.get('authorization') !== `Bearer ${early.token}`) return null;
  window.plakatEarlyAnswer = undefined;
  // A failed early request (no network) is asked again: the call then fails or succeeds as it would have.
  return early.response.catch(() => fetch(request));
}
