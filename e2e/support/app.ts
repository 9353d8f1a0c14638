import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';
import { e2e } from '../../playwright.config.ts';
import { linkFromMail } from './mail.ts';

/** Demo data of a fresh development server (apps/server/src/db/seed/demo.ts). */
export const DEMO_PASSWORD = 'plakat-demo';
export const demo = {
  owner: 'owner@demo.plakat.test',
  user: 'user@demo.plakat.test',
  partnerOwner: 'owner@partner.plakat.test',
  admin: 'admin@plakat.test',
} as const;

/** Browser storage keys (packages/shared/src/constants.ts `storageKeys`). */
export const keys = {
  language: 'selectedLanguage',
  login: 'loginData',
  superpanelLogin: 'superpanelLoginData',
} as const;

export type LoginData = { userId: string; userToken: string; refreshToken: string };

/** A never-used address per call, so journeys that register do not depend on each other or on earlier runs. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** POST /api/auth/login (or superpanelLogin) and answers the login data as the web app stores it. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  opts: { password?: string; baseURL?: string; superpanel?: boolean } = {},
): Promise<LoginData> {
  const base = opts.baseURL ?? e2e.baseURL;
  const res = await request.post(`${base}/api/auth/${opts.superpanel ? 'superpanelLogin' : 'login'}`, {
    data: { email, password: opts.password ?? DEMO_PASSWORD },
  });
  expect(res.status(), `login of ${email}`).toBe(200);
  const body = (await res.json()) as { userId: string; accessToken: string; refreshToken: string };
  return { userId: body.userId, userToken: body.accessToken, refreshToken: body.refreshToken };
}

/**
 * Puts `data` under `key` in localStorage before the app's scripts run, once per tab (a sessionStorage flag), so a
 * logout or a session end inside the test is not undone by the next reload.
 */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Logs in through the API and stores the login data in the page (for journeys that are not about the login form). */
export async function loginWithStorage(
  page: Page,
  request: APIRequestContext,
  email: string,
  opts: { baseURL?: string; password?: string; lang?: 'en' | 'de' } = {},
) {
  const data = await apiLogin(request, email, opts);
  const entries: Record<string, string> = { [keys.login]: JSON.stringify(data) };
  if (opts.lang) entries[keys.language] = opts.lang;
  await seedStorage(page, entries);
  return data;
}

export const storageItem = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Registers a company owner through the API and confirms the address with the token of the mailed link. */
export async function registerVerifiedOwner(
  request: APIRequestContext,
  email: string,
  password: string,
  lang: 'en' | 'de' = 'en',
) {
  const reg = await request.post(`${e2e.baseURL}/api/auth/register`, {
    data: { email, password, repeatPassword: password, acceptTerms: true, lang },
  });
  expect(reg.status()).toBe(201);
  const link = await linkFromMail(e2e.mailDir, email, '/email/verification?token=');
  const token = new URL(link).searchParams.get('token');
  expect(token).toBeTruthy();
  const verify = await request.post(`${e2e.baseURL}/api/auth/verifyEmail`, { data: { token } });
  expect(verify.status()).toBe(200);
}

/** A verified owner whose company is registered through the API (owner role: every key); answers the address. */
export async function registerOwnerWithCompany(
  request: APIRequestContext,
  email: string,
  password: string,
  lang: 'en' | 'de',
  companyName: string,
) {
  await registerVerifiedOwner(request, email, password, lang);
  const login = await apiLogin(request, email, { password });
  const res = await request.post(`${e2e.baseURL}/api/registration/company`, {
    headers: { authorization: `Bearer ${login.userToken}` },
    data: {
      companyName,
      industry: 'retail',
      businessModel: 'b2b',
      street: 'Hauptstraße',
      houseNumber: '1',
      postcode: '10115',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
      salutation: 'ms',
      firstName: 'Erika',
      lastName: 'Mustermann',
      position: 'Geschäftsführerin',
      phoneCountryCode: '+49',
      phone: '30 123456',
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

/**
 * A button whose accessible name ends with `label`. antd icons inside a button add their own label in front ('check
 * Complete registration'), and antd keeps the loading icon ('loading') in the button while its leave motion runs,
 * which can outlast the request (seen after a failed login).
 */
export const submitButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** The page path with its query, e.g. '/login?navigate=x'. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Opens an antd Select (`field` is its combobox) and clicks the option whose text is exactly `option`; with `search`,
 * types it first (searchable selects filter their options). Then the select must show `shown` (default: `option`).
 */
export async function pickOption(page: Page, field: Locator, option: string, search?: string, shown = option) {
  await field.click();
  if (search) await field.fill(search);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown
    .locator('.ant-select-item-option')
    .filter({ has: page.getByText(option, { exact: true }) })
    .first()
    .click();
  await expect(dropdown).toBeHidden();
  await expect(selectOf(field)).toContainText(shown);
}

/** The whole antd Select around its combobox (shows the chosen option). */
export const selectOf = (combobox: Locator) =>
  combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

/** Picks the language in the header's native select ('Language'/'Sprache'); the choice is stored as selectedLanguage. */
export async function switchLanguage(page: Page, to: 'en' | 'de') {
  const select = page.getByRole('combobox', { name: to === 'de' ? 'Language' : 'Sprache' });
  await select.selectOption(to);
  await expect(page.getByRole('combobox', { name: to === 'de' ? 'Sprache' : 'Language' })).toBeVisible();
  await expect(page.getByTestId('language-select')).toHaveValue(to);
  await expect.poll(() => storageItem(page, keys.language)).toBe(to);
}

const screenshotDir = path.join(import.meta.dirname, '..', 'screenshots');

/**
 * Full-page screenshot to e2e/screenshots/<name>-<lang>.png (gitignored; the good ones are copied to
 * docs/screenshots by hand). Waits for fonts and spinners to settle and leaves toasts out so the picture shows the page.
 */
export async function screenshot(page: Page, name: string, lang: 'en' | 'de') {
  mkdirSync(screenshotDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.mouse.move(0, 0);
  // From the top: a sticky header would otherwise sit in the middle of a full-page picture. (No blur: the login
  // forms validate on blur.)
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${lang}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // Toasts of the step before (e.g. 'Logged out!') are not part of the page.
    style: '.ant-message { display: none !important; }',
  });
}

/** The toast area of antd's message API. */
export const toast = (page: Page) => page.locator('.ant-message');
