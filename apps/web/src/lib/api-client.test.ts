import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The session rules of platform spec §4/§8 against a fake server: 418 refresh once and retry, one refresh for
 * concurrent requests and across tabs, 400 from the refresh, 419 logout with one message. The calls go through the
 * typed openapi-fetch clients; paths are real ones of the generated schema.
 */

const notifications: { kind: string; text: string }[] = [];
// A text may be given as a function that makes it when the toast shows (notify.ts); recorded as shown.
const shown = (kind: string) => (text: string | (() => string)) =>
  notifications.push({ kind, text: typeof text === 'function' ? text() : text });
vi.mock('./notify.ts', () => ({
  notify: { success: shown('success'), error: shown('error'), warning: shown('warning'), info: shown('info') },
}));
vi.mock('./i18n.ts', () => ({ default: { t: (key: string) => key }, currentLanguage: () => 'de' }));

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

type Call = { url: string; method: string; auth: string | null; body: unknown };
type Answer = { status: number; body?: unknown };
let calls: Call[] = [];
let handler: (call: Call) => Answer | Promise<Answer>;
let lockHook: (() => void) | null = null;

const json = (status: number, body?: unknown): Answer => ({ status, body });

async function load() {
  vi.resetModules();
  const client = await import('./api-client.ts');
  const storage = await import('./auth-storage.ts');
  const navigations: string[] = [];
  client.setNavigateHandler((to) => navigations.push(to));
  return { ...client, ...storage, navigations };
}

beforeEach(() => {
  calls = [];
  notifications.length = 0;
  lockHook = null;
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', {
    location: { origin: 'http://localhost', pathname: '/dashboard', assign: vi.fn() },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal('navigator', {
    locks: {
      request: async (_name: string, fn: () => Promise<unknown>) => {
        lockHook?.();
        return fn();
      },
    },
  });
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = {
      url: `${url.pathname}${url.search}`,
      method: request.method,
      auth: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const answer = await handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const login = { userId: 'u1', userToken: 'access-1', refreshToken: 'refresh-1' };
const isRefresh = (c: Call) => c.url.startsWith('/api/auth/refreshToken');

describe('typed client', () => {
  it('sends lang, the bearer token and a JSON body', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = () => json(200, { ok: true });
    const answer = await api.unwrap(
      api.api.POST('/api/displays/search', { params: { query: { page: 2, keyword: undefined } }, body: { town: 'A' } }),
    );
    expect(answer).toEqual({ ok: true });
    expect(calls).toEqual([
      { url: '/api/displays/search?page=2&lang=de', method: 'POST', auth: 'Bearer access-1', body: { town: 'A' } },
    ]);
  });

  it('throws ApiRequestError with the server answer', async () => {
    const api = await load();
    handler = () => json(400, { message: 'Bad', errors: [{ path: 'email', message: 'Invalid' }] });
    const error = await api
      .unwrap(api.publicApi.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'x' } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bad',
      data: { message: 'Bad', errors: [{ path: 'email', message: 'Invalid' }] },
    });
    expect(calls[0].auth).toBeNull();
  });

  it('answers status 0 when the server cannot be reached', async () => {
    const api = await load();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.unwrap(api.api.GET('/api/roles'))).rejects.toMatchObject({ status: 0, message: '' });
  });
});

describe('418: refresh once and retry', () => {
  it('refreshes with the refresh token, stores the new pair and retries', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = (c) => {
      if (isRefresh(c)) return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      return c.auth === 'Bearer access-2' ? json(200, { id: 'p' }) : json(418, { message: 'expired' });
    };
    await expect(api.unwrap(api.api.GET('/api/users/profile'))).resolves.toEqual({ id: 'p' });
    expect(calls.map((c) => [c.url.split('?')[0], c.auth])).toEqual([
      ['/api/users/profile', 'Bearer access-1'],
      ['/api/auth/refreshToken', 'Bearer refresh-1'],
      ['/api/users/profile', 'Bearer access-2'],
    ]);
    expect(api.getLoginData()).toEqual({ userId: 'u1', userToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('runs one refresh for requests that get 418 at the same time', async () => {
    const api = await load();
    api.setLoginData(login);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    handler = async (c) => {
      if (isRefresh(c)) {
        await gate;
        return json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return c.auth === 'Bearer access-2' ? json(200, { url: c.url }) : json(418);
    };
    const all = Promise.all([
      api.unwrap(api.api.GET('/api/roles')),
      api.unwrap(api.api.GET('/api/companies')),
      api.unwrap(api.api.GET('/api/departments')),
    ]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    await expect(all).resolves.toHaveLength(3);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.filter((c) => c.auth === 'Bearer access-2')).toHaveLength(3);
  });

  it('uses the pair another tab stored while this tab waited for the lock', async () => {
    const api = await load();
    api.setLoginData(login);
    lockHook = () => api.setLoginData({ userId: 'u1', userToken: 'access-9', refreshToken: 'refresh-9' });
    handler = (c) => (c.auth === 'Bearer access-9' ? json(200, {}) : json(418));
    await api.unwrap(api.api.GET('/api/roles'));
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(calls.at(-1)?.auth).toBe('Bearer access-9');
  });

  it('on 400 from the refresh tries the stored token once more', async () => {
    const api = await load();
    api.setLoginData(login);
    let refreshes = 0;
    handler = (c) => {
      if (isRefresh(c)) {
        refreshes += 1;
        return refreshes === 1
          ? json(400, { message: 'bad' })
          : json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      }
      return c.auth === 'Bearer access-2' ? json(200, {}) : json(418);
    };
    await api.unwrap(api.api.GET('/api/roles'));
    expect(calls.filter(isRefresh).map((c) => c.auth)).toEqual(['Bearer refresh-1', 'Bearer refresh-1']);
    expect(api.getLoginData()?.userToken).toBe('access-2');
  });

  it('on 400 from the refresh without login data ends the session', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = (c) => {
      if (isRefresh(c)) {
        api.clearLoginData(); // e.g. logged out in another tab meanwhile
        return json(400, { message: 'bad' });
      }
      return json(418);
    };
    await expect(api.unwrap(api.api.GET('/api/roles'))).rejects.toMatchObject({ status: 419 });
    expect(notifications).toEqual([{ kind: 'error', text: 'common:errors.sessionExpired' }]);
    expect(api.navigations).toEqual(['/login']);
  });

  it('shows the message of a failed refresh as a warning and ends the session', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = (c) => (isRefresh(c) ? json(401, { message: 'Refresh refused' }) : json(418));
    await expect(api.unwrap(api.api.GET('/api/roles'))).rejects.toMatchObject({ status: 419 });
    expect(notifications).toEqual([
      { kind: 'warning', text: 'Refresh refused' },
      { kind: 'error', text: 'common:errors.sessionExpired' },
    ]);
    expect(api.getLoginData()).toBeNull();
  });

  it('keeps the session when the refresh fails for a server error', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = (c) => (isRefresh(c) ? json(503, { message: 'down' }) : json(418));
    await expect(api.unwrap(api.api.GET('/api/roles'))).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(api.getLoginData()).toEqual(login);
    expect(api.navigations).toEqual([]);
  });
});

describe('419: session over', () => {
  it('clears the login data, says so once for many requests and goes to /login', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = () => json(419, { message: 'Session expired.' });
    const results = await Promise.allSettled([
      api.unwrap(api.api.GET('/api/roles')),
      api.unwrap(api.api.GET('/api/companies')),
      api.unwrap(api.api.GET('/api/departments')),
    ]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as { status: number }).status === 419)).toBe(true);
    expect(api.getLoginData()).toBeNull();
    expect(notifications).toEqual([{ kind: 'error', text: 'common:errors.sessionExpired' }]);
    expect(api.navigations).toEqual(['/login']);
  });

  it('a 419 from the refresh call ends the session too', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = (c) => (isRefresh(c) ? json(419, { message: 'x' }) : json(418));
    await expect(api.unwrap(api.api.GET('/api/roles'))).rejects.toMatchObject({ status: 419 });
    expect(notifications).toEqual([{ kind: 'error', text: 'common:errors.sessionExpired' }]);
    expect(api.navigations).toEqual(['/login']);
  });

  it('superpanel calls use the superpanel login and its login page', async () => {
    const api = await load();
    api.setLoginData(login);
    api.setSuperpanelLogin({ userId: 'a1', userToken: 'sp-access', refreshToken: 'sp-refresh' });
    handler = () => json(419);
    await expect(api.unwrap(api.superpanelApi.GET('/api/superpanel/me'))).rejects.toMatchObject({ status: 419 });
    expect(calls[0].auth).toBe('Bearer sp-access');
    expect(api.getSuperpanelLogin()).toBeNull();
    expect(api.getLoginData()).toEqual(login);
    expect(api.navigations).toEqual(['/superpanelLogin']);
  });

  it('the logout call is quiet: a refused session neither logs out nor tells', async () => {
    const api = await load();
    api.setLoginData(login);
    handler = () => json(419);
    await expect(api.logoutOnServer('company')).resolves.toBeUndefined();
    expect(calls.map((c) => [c.url, c.auth])).toEqual([['/api/auth/logout?lang=de', 'Bearer access-1']]);
    expect(notifications).toEqual([]);
    expect(api.navigations).toEqual([]);
    expect(api.getLoginData()).toEqual(login);
  });
});
