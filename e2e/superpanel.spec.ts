import { type Page, expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  apiLogin,
  demo,
  keys,
  screenshot,
  storageItem,
  switchLanguage,
  submitButton,
} from './support/app.ts';
import { expectInsideWithMargin } from './support/layout.ts';

/** Journey 6: the superpanel has its own login; company logins do not open it. */

/** The companies' pager and the failed mails' table keep the cards' padding (they touched the cards' edges). */
async function expectCardPadding(page: Page, failedMails: string) {
  const companies = page.locator('section.plakat-panel').filter({ has: page.locator('.ant-pagination') });
  await expectInsideWithMargin(companies.locator('.ant-pagination'), companies, 12);
  const mails = page.getByRole('region', { name: failedMails });
  await expectInsideWithMargin(mails.locator('.ant-table-wrapper'), mails, 12);
}

test('the superpanel admin logs in and sees the companies, in English and German', async ({ page }) => {
  await page.goto('/superpanelLogin');
  await expect(page).toHaveTitle('Superpanel login | Plakat');
  await expect(page.getByRole('heading', { name: 'Superpanel' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(demo.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await submitButton(page, 'Log in to the superpanel').click();

  await expect(page).toHaveURL(/\/superpanel$/);
  await expect(page).toHaveTitle('Superpanel | Plakat');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: 'Plakat Demo GmbH' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Partner Werbung AG' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Plakat Demo GmbH' })).toContainText(demo.owner);
  await expect(page.getByTestId('superpanel-admin')).toContainText(demo.admin);
  expect(await storageItem(page, keys.superpanelLogin)).not.toBeNull();
  expect(await storageItem(page, keys.login)).toBeNull();
  await expectCardPadding(page, 'Failed mails');
  await screenshot(page, 'superpanel', 'en');

  // Search by name; the keyword goes into the address.
  await page.getByRole('searchbox', { name: 'Search by company name' }).fill('Partner');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/superpanel\?keyword=Partner$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Partner Werbung AG');
  await page.goto('/superpanel');

  await switchLanguage(page, 'de');
  await expect(page.getByRole('heading', { name: 'Unternehmen', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'E-Mail des Inhabers' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Partner Werbung AG' })).toHaveCount(1);
  await expectCardPadding(page, 'Fehlgeschlagene E-Mails');
  await screenshot(page, 'superpanel', 'de');

  // A logged-in superpanel admin does not see its login form again.
  await page.goto('/superpanelLogin');
  await expect(page).toHaveURL(/\/superpanel$/);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Abgemeldet!')).toBeVisible();
  await expect(page).toHaveURL(/\/superpanelLogin$/);
  expect(await storageItem(page, keys.superpanelLogin)).toBeNull();
});

test('a company login does not open the superpanel', async ({ page, request }) => {
  // Logged out: the superpanel asks for its own login.
  await page.goto('/superpanel');
  await expect(page).toHaveURL(/\/superpanelLogin$/);
  await expect(submitButton(page, 'Log in to the superpanel')).toBeVisible();

  // A company token stored as the superpanel login is refused by the server (other audience): the session ends.
  const company = await apiLogin(request, demo.owner);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    keys.superpanelLogin,
    JSON.stringify(company),
  ] as const);
  await page.goto('/superpanel');
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/superpanelLogin$/);
  await expect(submitButton(page, 'Log in to the superpanel')).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Companies' })).toHaveCount(0);
  expect(visited.filter((p, i) => p !== visited[i - 1])).toEqual(['/superpanel', '/superpanelLogin', '/dashboard']);
  expect(await storageItem(page, keys.superpanelLogin)).toBeNull();
});
