import { paths } from '../../config/paths.ts';
import { type LoginData, type SessionKind, readLoginData, writeLoginData } from '../auth-storage.ts';
import i18n from '../i18n.ts';
import { notify } from '../notify.ts';
import { ApiRequestError, errorData, isAbortError, readJson } from './errors.ts';
import { apiUrl } from './url.ts';

/**
 * Session handling of every call (platform spec §4 and §8), used by the api client's middleware and the upload helper:
 *  - 418 (access token expired): the token pair is refreshed once and the request is retried. Requests that get 418
 *    meanwhile wait for the same refresh. Across tabs the refresh runs under a Web Lock, and after taking the lock the
 *    stored pair is read again: when another tab already rotated it, that pair is used instead of refreshing again
 *    (refresh tokens are single-use; presenting a rotated one ends the session).
 *  - 400 from the refresh call: the stored login data is read again and tried once more; without login data the
 *    session is over.
 *  - 419 (from any call or from the refresh): the login data is cleared, 'Session expired. Please log in again.' is
 *    shown once and the user goes to the login page.
 */

type NavigateHandler = (to: string) => void;
let navigateHandler: NavigateHandler | null = null;

/** The router layer registers its navigate function; without one the client falls back to `window.location`. */
export function setNavigateHandler(handler: NavigateHandler | null) {
  navigateHandler = handler;
}

const sessionEndListeners = new Set<(kind: SessionKind) => void>();
/** Called after a session ended because the server refused it (419, failed refresh). */
export function onSessionEnd(listener: (kind: SessionKind) => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function goTo(to: string) {
  if (typeof window !== 'undefined' && window.location.pathname === to) return;
  if (navigateHandler) navigateHandler(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

const lastSessionEnd: Record<SessionKind, number> = { company: 0, superpanel: 0 };

/**
 * Ends a session the server refused: clear login data, tell the user once (not once per failed request) and go to
 * the matching login page.
 */
export function endSession(kind: SessionKind) {
  const hadLogin = readLoginData(kind) !== null;
  writeLoginData(kind, null);
  const now = Date.now();
  const recent = now - lastSessionEnd[kind] < 3000;
  if (recent && !hadLogin) return; // another request of the same burst already handled it
  lastSessionEnd[kind] = now;
  if (!recent) notify.error(() => i18n.t('common:errors.sessionExpired'), { key: `session-expired-${kind}` });
  for (const listener of [...sessionEndListeners]) listener(kind);
  goTo(kind === 'company' ? paths.login : paths.superpanelLogin);
}

const sessionOver = () => new ApiRequestError(419, undefined, i18n.t('common:errors.sessionExpired'));

// ---------------------------------------------------------------------------------------------------------------
// Token refresh: one in flight per session kind in this tab, serialised across tabs by a Web Lock.

const inFlight = new Map<SessionKind, Promise<string>>();

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) return locks.request('plakat-refresh', fn) as Promise<T>;
  return fn();
}

type RefreshResult = { status: number; ok: boolean; data: unknown };

/** GET /api/auth/refreshToken with the refresh token as bearer; status 0 when the server cannot be reached. */
async function callRefresh(refreshToken: string): Promise<RefreshResult> {
  const request = new Request(apiUrl('/api/auth/refreshToken'), {
    headers: { accept: 'application/json', authorization: `Bearer ${refreshToken}` },
  });
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiRequestError(0);
  }
  return { status: response.status, ok: response.ok, data: await readJson(response) };
}

const isTokenPair = (data: unknown): data is { accessToken: string; refreshToken: string } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Record<string, unknown>).accessToken === 'string' &&
  typeof (data as Record<string, unknown>).refreshToken === 'string';

async function runRefresh(kind: SessionKind, failedToken: string | null): Promise<string> {
  let stored: LoginData | null = readLoginData(kind);
  if (!stored) {
    endSession(kind);
    throw sessionOver();
  }
  // Another tab (or an earlier refresh here) already rotated the pair while this request waited.
  if (stored.userToken !== failedToken) return stored.userToken;

  let result = await callRefresh(stored.refreshToken);
  if (result.status === 400) {
    // Spec §4: on 400 from the refresh call, the stored token is tried again.
    const again = readLoginData(kind);
    if (!again) {
      endSession(kind);
      throw sessionOver();
    }
    if (again.refreshToken !== stored.refreshToken) return again.userToken;
    stored = again;
    result = await callRefresh(again.refreshToken);
  }
  if (result.ok && isTokenPair(result.data)) {
    writeLoginData(kind, {
      userId: stored.userId,
      userToken: result.data.accessToken,
      refreshToken: result.data.refreshToken,
    });
    return result.data.accessToken;
  }
  const data = errorData(result.data);
  if (result.status === 0 || result.status >= 500) {
    // The server is unreachable or failing: keep the session, let the caller report the error.
    throw new ApiRequestError(result.status, data);
  }
  if (result.status !== 419 && data?.message) notify.warning(data.message);
  endSession(kind);
  throw sessionOver();
}

/** A fresh access token for `kind` after `failedToken` got 418; concurrent callers share one refresh. */
export function refreshAccessToken(kind: SessionKind, failedToken: string | null): Promise<string> {
  const pending = inFlight.get(kind);
  if (pending) return pending;
  const stored = readLoginData(kind);
  if (stored && stored.userToken !== failedToken) return Promise.resolve(stored.userToken);
  const promise = withRefreshLock(() => runRefresh(kind, failedToken)).finally(() => inFlight.delete(kind));
  inFlight.set(kind, promise);
  return promise;
}
