import { paths } from '../config/paths.ts';
import { type LoginData, type SessionKind, readLoginData, writeLoginData } from './auth-storage.ts';
import i18n, { currentLanguage } from './i18n.ts';
import { notify } from './notify.ts';

/**
 * The one way the web app talks to the server (architecture: lib/api-client.ts).
 *
 * Session handling (platform spec §4 and §8):
 *  - 418 (access token expired): the token pair is refreshed once and the request is retried. Requests that get 418
 *    meanwhile wait for the same refresh. Across tabs the refresh runs under a Web Lock, and after taking the lock the
 *    stored pair is read again: when another tab already rotated it, that pair is used instead of refreshing again
 *    (refresh tokens are single-use; presenting a rotated one ends the session).
 *  - 400 from the refresh call: the stored login data is read again and tried once more; without login data the
 *    session is over.
 *  - 419 (from any call or from the refresh): the login data is cleared, 'Session expired. Please log in again.' is
 *    shown once and the user goes to the login page.
 */

export type ApiErrorData = { message?: string; errors?: { path: string; message: string }[]; code?: string };

export class ApiRequestError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  data?: ApiErrorData;

  constructor(status: number, data?: ApiErrorData, message?: string) {
    super(message ?? data?.message ?? '');
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError;

export type ApiAuth = SessionKind | false;
export type ApiQuery = Record<string, string | number | boolean | undefined | null>;
export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as multipart. */
  body?: unknown;
  query?: ApiQuery;
  /** Which login signs the call; default 'company'. `false` sends no token and skips session handling. */
  auth?: ApiAuth;
  signal?: AbortSignal;
  /** A refused session (419) only throws: no logout, message or redirect (used by the logout call itself). */
  quiet?: boolean;
};

// ---------------------------------------------------------------------------------------------------------------
// Hooks registered by the app: navigation (router layer) and session-end listeners (query cache).

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
function endSession(kind: SessionKind) {
  const hadLogin = readLoginData(kind) !== null;
  writeLoginData(kind, null);
  const now = Date.now();
  const recent = now - lastSessionEnd[kind] < 3000;
  if (recent && !hadLogin) return; // another request of the same burst already handled it
  lastSessionEnd[kind] = now;
  if (!recent) notify.error(i18n.t('common:errors.sessionExpired'), { key: `session-expired-${kind}` });
  for (const listener of [...sessionEndListeners]) listener(kind);
  goTo(kind === 'company' ? paths.login : paths.superpanelLogin);
}

const sessionOver = () => new ApiRequestError(419, undefined, i18n.t('common:errors.sessionExpired'));

// ---------------------------------------------------------------------------------------------------------------
// Transport

export function buildApiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  if (!params.has('lang')) params.set('lang', currentLanguage());
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `/api${clean}?${params.toString()}`;
}

type RawResponse = { status: number; ok: boolean; data: unknown };

async function send(url: string, opts: ApiRequestOptions, token: string | null): Promise<RawResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (typeof FormData !== 'undefined' && opts.body instanceof FormData) body = opts.body;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
  }
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    // No answer at all: the fallbacks of spec §8 ('error connecting to server') apply.
    throw new ApiRequestError(0);
  }
  let data: unknown;
  if (response.status !== 204) {
    try {
      const text = await response.text();
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined; // not JSON (a proxy's HTML page): fallbacks apply
    }
  }
  return { status: response.status, ok: response.ok, data };
}

const errorData = (data: unknown): ApiErrorData | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  return {
    message: typeof d.message === 'string' ? d.message : undefined,
    errors: Array.isArray(d.errors) ? (d.errors as ApiErrorData['errors']) : undefined,
    code: typeof d.code === 'string' ? d.code : undefined,
  };
};

// ---------------------------------------------------------------------------------------------------------------
// Token refresh: one in flight per session kind in this tab, serialised across tabs by a Web Lock.

const inFlight = new Map<SessionKind, Promise<string>>();

async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) return locks.request('plakat-refresh', fn) as Promise<T>;
  return fn();
}

const callRefresh = (refreshToken: string) => send(buildApiUrl('/auth/refreshToken'), { method: 'GET' }, refreshToken);

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
function refreshAccessToken(kind: SessionKind, failedToken: string | null): Promise<string> {
  const pending = inFlight.get(kind);
  if (pending) return pending;
  const stored = readLoginData(kind);
  if (stored && stored.userToken !== failedToken) return Promise.resolve(stored.userToken);
  const promise = withRefreshLock(() => runRefresh(kind, failedToken)).finally(() => inFlight.delete(kind));
  inFlight.set(kind, promise);
  return promise;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Calls `/api<path>` with `lang` in the query and a JSON body; answers the parsed JSON or throws ApiRequestError
 * (the server's `{ message, errors?, code? }` in `data`).
 */
export async function apiRequest<T>(path: string, opts: ApiRequestOptions = {}): Promise<T> {
  const auth: ApiAuth = opts.auth ?? 'company';
  const url = buildApiUrl(path, opts.query);
  const token = auth ? (readLoginData(auth)?.userToken ?? null) : null;
  let result = await send(url, opts, token);

  if (auth && result.status === 418) {
    const fresh = await refreshAccessToken(auth, token);
    result = await send(url, opts, fresh);
  }
  if (auth && (result.status === 419 || result.status === 418)) {
    // Still refused after a refresh, or the session is unusable: it is over.
    if (!opts.quiet) endSession(auth);
    throw new ApiRequestError(419, errorData(result.data));
  }
  if (!result.ok) throw new ApiRequestError(result.status, errorData(result.data));
  return result.data as T;
}
