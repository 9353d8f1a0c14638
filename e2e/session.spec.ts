import { type APIRequestContext, type Page, type Request, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import {
  type LoginData,
  demo,
  DEMO_PASSWORD,
  keys,
  pickOption,
  seedStorage,
  storageItem,
  submitButton,
} from './support/app.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Journey 3 (platform spec §4, §8) against the server whose access tokens live 3 seconds: an expired token is
 * refreshed once for a burst of calls; a session revoked on the server ends in 'Session expired' on /login.
 */
test.use({ baseURL: e2e.shortTokenURL });

const ACCESS_TTL_MS = 3000;
/**
 * Waits until the server answers 418 (access token expired) for `token`: as soon as it has expired, instead of a
 * fixed sleep of the lifetime and a margin.
 */
async function untilExpired(request: APIRequestContext, token: string | undefined) {
  await expect
    .poll(
      async () =>
        (
          await request.get(`${e2e.shortTokenURL}/api/users/profile`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status(),
      { timeout: ACCESS_TTL_MS + 5_000, intervals: [250], message: 'the access token expired' },
    )
    .toBe(418);
}
const isRefresh = (r: Request) => new URL(r.url()).pathname === '/api/auth/refreshToken';
const readLogin = async (page: Page) => JSON.parse((await storageItem(page, keys.login)) ?? 'null') as LoginData | null;

const text = {
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    userManagement: 'User management',
    company: 'Company',
    sessionExpired: 'Session expired. Please log in again.',
    fetchFailed: 'Could not fetch data: error connecting to server.',
    welcome: 'Welcome back',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    userManagement: 'Benutzerverwaltung',
    company: 'Unternehmen',
    sessionExpired: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
    fetchFailed: 'Daten konnten nicht abgerufen werden: Fehler bei der Verbindung zum Server.',
    welcome: 'Willkommen zurück',
  },
} as const;

for (const lang of flowLanguages('de')) {
  const t = text[lang];

  test(`one refresh for a burst of calls with an expired token; a revoked session ends on /login (${lang})`, async ({
    page,
    request,
  }) => {
    const refreshes: Request[] = [];
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (isRefresh(r)) refreshes.push(r);
      else if (new URL(r.url()).pathname.startsWith('/api/'))
        apiCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    const statuses = new Map<string, number[]>();
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname;
      statuses.set(p, [...(statuses.get(p) ?? []), r.status()]);
    });

    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/login');
    await page.getByLabel(t.email).fill(demo.owner);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await submitButton(page, t.login).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('tile-userManagement')).toBeVisible();
    // The bell joins the live notification stream 3 s after the page (app/layouts/notification-bell.tsx); its ticket
    // call may meet the token's end and refresh it. Wait for the stream, so the burst below is the only one.
    await expect.poll(() => apiCalls.includes('GET /api/notifications/stream'), { timeout: 10_000 }).toBe(true);
    expect(refreshes.length).toBeLessThanOrEqual(1);
    refreshes.length = 0;
    const first = await readLogin(page);
    expect(first).not.toBeNull();

    // Let the access token expire, then open a page that loads four lists at once (the profile is cached).
    await untilExpired(request, first?.userToken);
    apiCalls.length = 0;
    statuses.clear();
    await page
      .getByTestId('tile-userManagement')
      .getByRole('link', { name: new RegExp(`^${t.userManagement}`) })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/user-management$/);
    for (const path of ['/api/companies', '/api/departments', '/api/roles', '/api/categories/list']) {
      await expect.poll(() => statuses.get(path), { message: path }).toEqual([418, 200]);
    }
    expect(refreshes).toHaveLength(1);
    const second = await readLogin(page);
    expect(second?.userToken).not.toBe(first?.userToken);
    expect(second?.refreshToken).not.toBe(first?.refreshToken);
    expect(second?.userId).toBe(first?.userId);
    // The lists really arrived: the company select offers the own company and the partner.
    await pickOption(page, page.getByRole('combobox', { name: t.company }), 'Partner Werbung AG');
    await expect(page.getByText(t.sessionExpired)).toHaveCount(0);
    await expect(page.getByText(t.fetchFailed)).toHaveCount(0);
    await expect(page.locator('.ant-message-error')).toHaveCount(0);

    // Expired again: a reload (profile and lists) works with the rotated refresh token, again with one refresh.
    await untilExpired(request, second?.userToken);
    await page.reload();
    await expect(page.getByRole('heading', { name: t.userManagement })).toBeVisible();
    await expect.poll(() => refreshes.length).toBe(2);
    await expect(page.getByRole('combobox', { name: t.company })).toBeEnabled();
    const third = await readLogin(page);
    expect(third?.refreshToken).not.toBe(second?.refreshToken);
    await expect(page.locator('.ant-message-error')).toHaveCount(0);

    // The server ends the session (the stored access token may have expired; logout accepts it).
    const logout = await request.post(`${e2e.shortTokenURL}/api/auth/logout`, {
      headers: { authorization: `Bearer ${third?.userToken}` },
    });
    expect(logout.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(t.sessionExpired)).toBeVisible();
    // The login page remembers the page (issue 12: logging in again returns there).
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fuser-management$/);
    await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
    expect(await storageItem(page, keys.login)).toBeNull();
    await expect(page.getByText(t.sessionExpired)).toHaveCount(1);
    await page.getByLabel(t.email).fill(demo.owner);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await submitButton(page, t.login).click();
    await expect(page).toHaveURL(/\/dashboard\/user-management$/);
    await expect(page.getByRole('heading', { name: t.userManagement })).toBeVisible();
  });
}
