import { type Page, expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  apiLogin,
  demo,
  keys,
  loginWithStorage,
  screenshot,
  seedStorage,
  storageItem,
  switchLanguage,
  submitButton,
  toast,
} from './support/app.ts';
import { tr } from './support/axe.ts';
import { expectInsideWithMargin } from './support/layout.ts';
import { expectNoSidewaysScroll } from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Journey 6, in English (German too with E2E_LANGUAGES=both): the superpanel has its own login; company logins do not
 * open it.
 */

/** The companies' pager and the failed mails' table keep the cards' padding (they touched the cards' edges). */
async function expectCardPadding(page: Page, failedMails: string) {
  const companies = page.locator('section.plakat-panel').filter({ has: page.locator('.ant-pagination') });
  await expectInsideWithMargin(companies.locator('.ant-pagination'), companies, 12);
  const mails = page.getByRole('region', { name: failedMails });
  await expectInsideWithMargin(mails.locator('.ant-table-wrapper'), mails, 12);
}

type Lang = 'en' | 'de';
const text = (lang: Lang) => {
  const sp = (key: string) => tr(lang, 'superpanel', key);
  return {
    loginTitle: `${tr(lang, 'common', 'titles.superpanelLogin')} | Plakat`,
    loginHeading: tr(lang, 'auth', 'superpanel.title'),
    email: tr(lang, 'auth', 'fields.email'),
    password: tr(lang, 'auth', 'fields.password'),
    submit: tr(lang, 'auth', 'superpanel.submit'),
    title: `${tr(lang, 'common', 'titles.superpanel')} | Plakat`,
    companies: sp('title'),
    ownerEmail: sp('columns.ownerEmail'),
    search: sp('searchPlaceholder'),
    searchButton: sp('search'),
    failedMails: tr(lang, 'superpanelMails', 'title'),
    logout: sp('logout'),
    loggedOut: sp('loggedOut'),
    sessionExpired: tr(lang, 'common', 'errors.sessionExpired'),
    clearInput: tr(lang, 'common', 'actions.clearInput'),
    previousPage: tr(lang, 'common', 'pagination.previous'),
    nextPage: tr(lang, 'common', 'pagination.next'),
    pageSize: tr(lang, 'common', 'pagination.pageSize'),
  };
};

for (const lang of flowLanguages('en')) {
  const t = text(lang);
  // The header's language select switches to the other language midway; the rest of the journey reads that one.
  const other = lang === 'en' ? 'de' : 'en';
  const o = text(other);

  test(`the superpanel admin logs in, sees the companies and switches the language (${lang})`, async ({ page }) => {
    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/superpanelLogin');
    await expect(page).toHaveTitle(t.loginTitle);
    await expect(page.getByRole('heading', { name: t.loginHeading })).toBeVisible();
    await page.getByLabel(t.email).fill(demo.admin);
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await submitButton(page, t.submit).click();

    await expect(page).toHaveURL(/\/superpanel$/);
    await expect(page).toHaveTitle(t.title);
    await expect(page.getByRole('heading', { name: t.companies, exact: true })).toBeVisible();
    // Newest first, 20 a page: the journeys register companies of their own, which push the demo's off page 1.
    await page.goto('/superpanel?limit=100');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasText: 'Plakat Demo GmbH' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Partner Werbung AG' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Plakat Demo GmbH' })).toContainText(demo.owner);
    await expect(page.getByTestId('superpanel-admin')).toContainText(demo.admin);
    expect(await storageItem(page, keys.superpanelLogin)).not.toBeNull();
    expect(await storageItem(page, keys.login)).toBeNull();
    await expectCardPadding(page, t.failedMails);
    await screenshot(page, 'superpanel', lang);
    // The pager's controls are named in the language, not by antd's icons ('left', 'right') or 'Page Size'.
    for (const name of [t.previousPage, t.nextPage]) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1);
    }
    await expect(page.getByRole('combobox', { name: t.pageSize, exact: true })).toHaveCount(1);

    // Search by name; the keyword goes into the address. Its buttons are named in the language, not 'search'.
    await expect(page.getByRole('button', { name: t.searchButton, exact: true })).toBeVisible();
    // 'Werbung': the partner journey registers companies named 'E2E Partner …' on the same server.
    await page.getByRole('searchbox', { name: t.search }).fill('Werbung');
    await expect(page.getByRole('button', { name: t.clearInput, exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/superpanel\?(.*&)?keyword=Werbung(&|$)/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Partner Werbung AG');
    await page.goto('/superpanel?limit=100');

    await switchLanguage(page, other);
    await expect(page.getByRole('heading', { name: o.companies, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: o.ownerEmail })).toBeVisible();
    await expect(rows.filter({ hasText: 'Partner Werbung AG' })).toHaveCount(1);
    await expectCardPadding(page, o.failedMails);

    // A logged-in superpanel admin does not see its login form again.
    await page.goto('/superpanelLogin');
    await expect(page).toHaveURL(/\/superpanel$/);

    await page.getByRole('button', { name: o.logout, exact: true }).click();
    await expect(page.getByText(o.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/superpanelLogin$/);
    expect(await storageItem(page, keys.superpanelLogin)).toBeNull();
  });

  test(`a company login does not open the superpanel (${lang})`, async ({ page, request }) => {
    // Logged out: the superpanel asks for its own login.
    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/superpanel');
    await expect(page).toHaveURL(/\/superpanelLogin$/);
    await expect(submitButton(page, t.submit)).toBeVisible();

    // A company token stored as the superpanel login is refused by the server (other audience): the session ends.
    const company = await apiLogin(request, demo.owner);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      keys.superpanelLogin,
      JSON.stringify(company),
    ] as const);
    await page.goto('/superpanel');
    await expect(page.getByText(t.sessionExpired)).toBeVisible();
    await expect(page).toHaveURL(/\/superpanelLogin$/);
    await expect(submitButton(page, t.submit)).toBeVisible();
    expect(await storageItem(page, keys.superpanelLogin)).toBeNull();
    await expect(page.getByText('Plakat Demo GmbH')).toHaveCount(0);

    // Logged in as a company only: /superpanel → /superpanelLogin, which (needLoggedOut, spec §2) sends a logged-in
    // company user on to the dashboard. The superpanel stays closed.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      keys.login,
      JSON.stringify(company),
    ] as const);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/superpanel');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('tile-userProfile')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.companies, exact: true })).toHaveCount(0);
    expect(visited.filter((p, i) => p !== visited[i - 1])).toEqual(['/superpanel', '/superpanelLogin', '/dashboard']);
    expect(await storageItem(page, keys.superpanelLogin)).toBeNull();
  });
}

/** The demo's company the journey blocks and unblocks (apps/server/src/db/seed/demo-data/superpanel-companies.ts). */
const nordlicht = {
  name: 'Nordlicht Medien KG',
  user: 'user@nordlicht.plakat.test',
  /** The labels of its industry, business model and address codes (media, b2b, DE-HH, DE) in each language. */
  facts: {
    en: ['Media and advertising', 'B2B (business customers)', '22767 Hamburg, Hamburg, Germany'],
    de: ['Medien und Werbung', 'B2B (Geschäftskunden)', '22767 Hamburg, Hamburg, Deutschland'],
  },
};
const blockedCompany = 'Altstadt Reklame OHG';

for (const lang of flowLanguages('en')) {
  const sp = (key: string, vars: Record<string, string> = {}) =>
    Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), tr(lang, 'superpanel', key));

  test(`the admin blocks a company, its user is logged out and refused until it is unblocked (${lang})`, async ({
    browser,
    page,
    request,
  }) => {
    // The company's user is logged in and working.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await loginWithStorage(userPage, request, nordlicht.user, { lang });
    await userPage.goto('/dashboard');
    await expect(userPage.getByTestId('tile-userProfile')).toBeVisible();

    // The admin finds the company (the seed's blocked one shows as blocked) and blocks it after confirming.
    const admin = await apiLogin(request, demo.admin, { superpanel: true });
    await seedStorage(page, { [keys.language]: lang, [keys.superpanelLogin]: JSON.stringify(admin) });
    await page.goto('/superpanel?status=blocked');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasText: blockedCompany })).toContainText(sp('status.blocked'));
    // antd draws the radio buttons over hidden inputs: the label is what one clicks.
    const all = page.getByRole('radio', { name: sp('statusFilter.all') });
    await page.locator('label').filter({ has: all }).click();
    await expect(all).toBeChecked();
    await expect(page).toHaveURL(/\/superpanel$/);
    await page.getByRole('searchbox', { name: sp('searchPlaceholder') }).fill('Nordlicht');
    await page.keyboard.press('Enter');
    const row = rows.filter({ hasText: nordlicht.name });
    await expect(row).toContainText(sp('status.active'));
    await row.getByRole('button', { name: sp('block.label', { name: nordlicht.name }) }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(sp('block.title', { name: nordlicht.name }));
    const told = userPage.getByText(tr(lang, 'common', 'errors.sessionExpired')).waitFor({ timeout: 30_000 });
    await confirm.getByRole('button', { name: sp('block.confirm'), exact: true }).click();
    await expect(toast(page)).toContainText(tr(lang, 'apiSuperpanel', 'companyBlocked'));
    await expect(row).toContainText(sp('status.blocked'));

    // The session ends: at once when the page's live notification stream hears of it first, else with the user's
    // next request. Either way back to the login (told once), which refuses with the company's message.
    if (!userPage.url().includes('/login')) await userPage.reload();
    await expect(userPage).toHaveURL(/\/login/);
    await told;
    const loginForm = async () => {
      await userPage.getByLabel(tr(lang, 'auth', 'fields.email')).fill(nordlicht.user);
      await userPage.getByLabel(tr(lang, 'auth', 'fields.password'), { exact: true }).fill(DEMO_PASSWORD);
      await submitButton(userPage, tr(lang, 'auth', 'login.submit')).click();
    };
    await loginForm();
    await expect(userPage.getByText(tr(lang, 'apiAuth', 'companyBlocked'))).toBeVisible();
    await expect(userPage).toHaveURL(/\/login/);

    // Unblocked, the user logs in again.
    await row.getByRole('button', { name: sp('unblock.label', { name: nordlicht.name }) }).click();
    await confirm.getByRole('button', { name: sp('unblock.confirm'), exact: true }).click();
    await expect(toast(page)).toContainText(tr(lang, 'apiSuperpanel', 'companyUnblocked'));
    await expect(row).toContainText(sp('status.active'));
    await loginForm();
    await expect(userPage).toHaveURL(/\/dashboard$/);
    await userContext.close();

    // The read-only overview: figures, data and members; at 390 px nothing scrolls sideways.
    await row.getByRole('link', { name: nordlicht.name }).click();
    await expect(page).toHaveURL(/\/superpanel\/companies\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle(`${tr(lang, 'common', 'titles.superpanelCompany')} | Plakat`);
    await expect(page.getByRole('heading', { name: nordlicht.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('figure-users')).toContainText('2');
    await expect(page.getByText(nordlicht.user)).toBeVisible();
    // Industry, business model, federal state and country by their labels in the reader's language, not their codes.
    const facts = page.locator('section.plakat-panel').filter({ hasText: sp('overview.industry') });
    for (const label of nordlicht.facts[lang]) await expect(facts).toContainText(label);
    await expect(facts).not.toContainText('DE-HH');
    await screenshot(page, 'superpanel-company', lang);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: sp('overview.back') }).click();
    await expect(page).toHaveURL(/\/superpanel$/);
    await expect(rows.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
