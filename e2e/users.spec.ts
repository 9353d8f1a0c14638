import { type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, pickOption, seedStorage, keys, screenshot, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 22, the user overview and the edit-user page in German at 390 px (English at full width too with
 * E2E_LANGUAGES=both): a search with filters kept in the address, a user opened, department changed, a second role
 * given and taken away, the user paused and that user's open session ending, a user deleted with its confirmation, and
 * a bulk status change.
 */

const base = e2e.baseURL;
const list = '/dashboard/user-management/list';
const u = (lang: 'en' | 'de', key: string) => tr(lang, 'users', key);

/** Sets a demo user's status through the API (the journeys leave the demo data as they found it). */
async function setStatus(page: Page, token: string, ids: string[], status: string) {
  const res = await page.request.patch(`${base}/api/users/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ids, status },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const people = {
  en: {
    edited: 'mehmet.yilmaz@demo.plakat.test',
    name: 'Mehmet',
    department: 'IT',
    deleted: 'Zoë',
    bulk: ['Lena', 'Sören'],
  },
  de: {
    edited: 'soeren.gross@demo.plakat.test',
    name: 'Sören',
    department: 'Marketing',
    deleted: 'Claire',
    bulk: ['Lena', 'Mehmet'],
  },
} as const;

for (const lang of flowLanguages('de')) {
  const who = people[lang];

  test(`searches, edits roles and department, pauses and deletes users (${lang})`, async ({ page, browser }) => {
    if (lang === 'de') await page.setViewportSize({ width: 390, height: 844 });
    const owner = await loginWithStorage(page, page.request, demo.owner, { lang });

    // Filters live in the address; the quick search keeps them.
    await page.goto(`${list}?status=active&affiliation=internal`);
    await page.getByRole('searchbox', { name: u(lang, 'search.fields.fullText') }).fill(who.name);
    await page.getByRole('button', { name: u(lang, 'list.search'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`fullText=${encodeURIComponent(who.name)}`));
    await expect(page).toHaveURL(/status=active/);
    await expect(page).toHaveURL(/affiliation=internal/);
    const link = page.getByRole('link', { name: new RegExp(who.name) }).first();
    await expect(link).toBeVisible();
    await expectNoSeriousA11yViolations(page, `user overview (${lang})`);

    // The user's own session, in a second browser.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const login = await apiLogin(page.request, who.edited);
    await seedStorage(otherPage, { [keys.login]: JSON.stringify(login), [keys.language]: lang });
    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await link.click();
    await expect(page).toHaveURL(/edit-user\//);
    await expect(page.getByLabel(u(lang, 'search.fields.department'))).toBeVisible();
    // At 390 px (de) the four tabs are icons named by their labels: all in view, no unnamed 'more' button.
    for (const tab of ['general', 'roles', 'resources', 'activity'])
      await expect(page.getByRole('tab', { name: u(lang, `edit.tabs.${tab}`) })).toBeInViewport();
    await expectNoSeriousA11yViolations(page, `edit user (${lang})`);
    await screenshot(page, 'edit-user', lang);

    // Department.
    const department = page.getByLabel(u(lang, 'search.fields.department'));
    await pickOption(page, department, who.department);
    await page.getByRole('button', { name: u(lang, 'edit.save'), exact: true }).click();
    await expect(toast(page)).toContainText(u(lang, 'edit.saved'));

    // A second role, then taken away again.
    await page.getByRole('tab', { name: u(lang, 'edit.tabs.roles') }).click();
    await expect(page).toHaveURL(/activeTab=1/);
    const viewer = tr(lang, 'apiOrganization', 'presetRoles.viewer');
    const saveRoles = page.getByRole('button', { name: u(lang, 'edit.saveRoles') });
    await page.getByRole('checkbox', { name: viewer }).check();
    await saveRoles.click();
    await expect(toast(page)).toContainText(u(lang, 'edit.rolesSaved'));
    await page.getByRole('checkbox', { name: viewer }).uncheck();
    await saveRoles.click();
    await expect(page.getByRole('checkbox', { name: viewer })).not.toBeChecked();

    // Paused: the user's open session ends.
    await page.getByRole('tab', { name: u(lang, 'edit.tabs.general') }).click();
    await page.getByRole('radio', { name: u(lang, 'status.paused') }).check();
    await page.getByRole('button', { name: u(lang, 'edit.changeStatus') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u(lang, 'bulk.confirm') })
      .click();
    await expect(toast(page)).toContainText(tr(lang, 'apiUsers', 'statusChanged_one').replace('{{count}}', '1'));
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();
    await setStatus(page, owner.userToken, [login.userId], 'active');

    // Delete with its confirmation.
    await page.goto(`${list}?fullText=${encodeURIComponent(who.deleted)}`);
    await page
      .getByRole('link', { name: new RegExp(who.deleted) })
      .first()
      .click();
    await page.getByRole('button', { name: u(lang, 'edit.delete.open') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u(lang, 'edit.delete.confirm') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await expect(toast(page)).toContainText(tr(lang, 'apiUsers', 'deleted'));
  });
}

test('bulk status: two users deactivated and activated again (en)', async ({ page }) => {
  await loginWithStorage(page, page.request, demo.owner, { lang: 'en' });
  await page.goto(`${list}?perPage=50`);
  for (const name of people.en.bulk) {
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
    await row.getByRole('checkbox').check();
  }
  await expect(page.getByText('2 of')).toBeVisible();
  for (const [action, status] of [
    ['bulk.notActive', 'status.notActive'],
    ['bulk.active', 'status.active'],
  ] as const) {
    await page.getByRole('button', { name: u('en', action), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u('en', 'bulk.confirm') })
      .click();
    await expect(toast(page)).toContainText('The status of 2 users has been changed.');
    await page.goto(`${list}?perPage=50&status=${status.split('.')[1]}`);
    await expect(page.getByRole('link', { name: new RegExp(people.en.bulk[0]) })).toBeVisible();
    if (action === 'bulk.notActive') {
      for (const name of people.en.bulk) {
        const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
        await row.getByRole('checkbox').check();
      }
    }
  }
});
