import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  apiLogin,
  demo,
  keys,
  loginWithStorage,
  registerVerifiedOwner,
  seedStorage,
  uniqueEmail,
} from './support/app.ts';
import { expectNoSeriousA11yViolations as check, tr } from './support/axe.ts';
import { type Created, createCompletedDisplay, shutDown } from './support/displays.ts';

/**
 * Issue 11, accessibility: every screen of the web app in English and German, with its dialogs, expanded rows, wizard
 * steps and form errors open, has no serious or critical WCAG 2.1 A/AA violation that axe-core finds
 * (support/axe.ts). Each test collects every failing state before it fails.
 */

type Lang = 'en' | 'de';
const ownList = '/dashboard/display-management/own-list';
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');

const createdIds: string[] = [];
test.afterEach(async ({ request }) => {
  if (createdIds.length === 0) return;
  const owner = await apiLogin(request, demo.owner);
  await shutDown(request, owner.userToken, createdIds.splice(0));
});

/** Opens a dialog with `opener`, checks it and closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, label: string) {
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  await check(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

/**
 * Sends the form empty (its submit button) so its error messages show, and checks that state too. The login forms
 * draw their fields without antd's Form (features/auth/components/plain-field.tsx).
 */
async function checkWithErrors(page: Page, submit: Locator, label: string) {
  await expect(submit).toBeVisible();
  await check(page, label);
  await submit.click();
  await expect(page.locator('.ant-form-item-explain-error, .plain-field-message').first()).toBeVisible();
  await check(page, `${label}, with errors`);
}

const submitOf = (page: Page) => page.locator('form button[type="submit"]').first();

for (const lang of ['en', 'de'] as const satisfies Lang[]) {
  test(`logged-out screens have no serious axe violations (${lang})`, async ({ page }) => {
    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/login');
    await checkWithErrors(page, submitOf(page), `login (${lang})`);
    await page.goto('/register');
    await checkWithErrors(page, submitOf(page), `register (${lang})`);
    await page.goto('/password/forgot');
    await checkWithErrors(page, submitOf(page), `forgot password (${lang})`);
    await page.goto('/password/reset?token=not-a-token');
    await checkWithErrors(page, submitOf(page), `reset password (${lang})`);
    await page.goto('/email/verification?token=not-a-token');
    await expect(page.locator('.ant-result')).toBeVisible();
    await check(page, `e-mail verification, bad link (${lang})`);
    await page.goto('/superpanelLogin');
    await checkWithErrors(page, submitOf(page), `superpanel login (${lang})`);
    await page.goto('/not-found');
    await expect(page.locator('.ant-result')).toBeVisible();
    await check(page, `not found, logged out (${lang})`);
  });

  test(`company registration has no serious axe violations (${lang})`, async ({ page, request }) => {
    const email = uniqueEmail(`a11y-${lang}`);
    await registerVerifiedOwner(request, email, 'A11y-owner-1', lang);
    await loginWithStorage(page, request, email, { password: 'A11y-owner-1', lang });
    await page.goto('/companyRegistration');
    await checkWithErrors(page, submitOf(page), `company registration (${lang})`);
  });

  test(`dashboard, display lists, expanded rows and dialogs have no serious axe violations (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, demo.owner);
    const display: Created = await createCompletedDisplay(
      request,
      owner.userToken,
      `a11y ${lang}`,
      { accessibility: 'public', location: 'internal', shareOptions: 'share' },
      (id) => createdIds.push(id),
    );
    await loginWithStorage(page, request, demo.owner, { lang });
    const d = (key: string) => tr(lang, 'displays', key);

    await page.goto('/dashboard');
    await expect(page.locator('[data-testid^="tile-"]').first()).toBeVisible();
    await check(page, `dashboard (${lang})`);
    await page.goto('/dashboard/display-management');
    await expect(page.locator('[data-testid^="tile-"], a').first()).toBeVisible();
    await check(page, `display management menu (${lang})`);

    await page.goto(`${ownList}?sort=onlineId&sortOrder=desc`);
    const row = page.locator(`tr.ant-table-row[data-row-key="${display.id}"]`);
    await expect(row).toContainText(display.title);
    await check(page, `own display list (${lang})`);
    await row.locator('button.display-expand').click();
    const info = row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
    const edit = (field: string) => info.getByRole('button', { name: `${d('actions.edit')}: ${d(`fields.${field}`)}` });
    await expect(edit('accessibility')).toBeVisible();
    await check(page, `own display list, expanded row (${lang})`);
    for (const field of ['accessibility', 'locationType', 'shareOptions', 'activity', 'lock']) {
      await checkDialog(page, edit(field), `dialog ${field} (${lang})`);
    }
    for (const action of ['playerToken', 'duplicate', 'shutdown']) {
      await checkDialog(
        page,
        info.getByRole('button', { name: new RegExp(`${d(`actions.${action}`).replace('/', '\\/')}$`) }),
        `dialog ${action} (${lang})`,
      );
    }
    await row.locator('.ant-checkbox-input').check();
    await check(page, `own display list, a row selected (${lang})`);

    await page.goto(`${ownList}/${display.id}`);
    await expect(page.getByText(display.title).first()).toBeVisible();
    await check(page, `display details (${lang})`);
    await page.goto(`${ownList}/search`);
    await expect(page.locator('form').first()).toBeVisible();
    await check(page, `own display search (${lang})`);

    await page.goto('/dashboard/display-management/partner-list');
    const partnerRow = page.locator('tr.ant-table-row').first();
    await expect(partnerRow).toBeVisible();
    await check(page, `partner display list (${lang})`);
    await partnerRow.locator('button.display-expand').click();
    await expect(page.locator('tr.ant-table-expanded-row').first()).toBeVisible();
    await check(page, `partner display list, expanded row (${lang})`);
    await page.goto('/dashboard/display-management/partner-list/search');
    await expect(page.locator('form').first()).toBeVisible();
    await check(page, `partner display search (${lang})`);
  });

  test(`wizard steps have no serious axe violations (${lang})`, async ({ page, request }) => {
    const owner = await apiLogin(request, demo.owner);
    const display = await createCompletedDisplay(
      request,
      owner.userToken,
      `a11y wizard ${lang}`,
      { accessibility: 'public', location: 'internal', shareOptions: 'notShare' },
      (id) => createdIds.push(id),
    );
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/display-management/create-display');
    await expect(page.getByTestId('display-wizard')).toBeVisible();
    await check(page, `wizard, new display (${lang})`);
    await page.getByTestId('wizard-next').click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await check(page, `wizard, new display with errors (${lang})`);

    // Editing a completed display: Next walks through the saved steps to the finish page.
    await page.goto(`/dashboard/display-management/edit-display/${display.id}`);
    await expect(page.getByTestId('display-wizard')).toBeVisible();
    const current = page.locator('.ant-steps-item-process');
    for (let step = 1; step <= 5; step++) {
      await expect(current).toHaveCount(1);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await check(page, `wizard, step ${step} (${lang})`);
      await page.getByTestId('wizard-next').click();
      if (step < 5)
        await expect(page.locator('.ant-steps-item-finish, .ant-steps-item-process').nth(step)).toBeVisible();
    }
    await expect(page.getByTestId('wizard-finish')).toBeVisible();
    await check(page, `wizard, finish page (${lang})`);
  });

  test(`profile, company details, users, placeholders and not found have no serious axe violations (${lang})`, async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/user-profile');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await check(page, `user profile (${lang})`);
    await page.goto('/dashboard/user-profile?tab=company');
    await expect(page.getByLabel(tr(lang, 'registration', 'fields.companyName'))).toBeVisible();
    await check(page, `company details (${lang})`);
    await page.goto('/dashboard/user-management');
    await expect(page.locator('form').first()).toBeVisible();
    await check(page, `user search (${lang})`);
    await page.goto('/dashboard/statistics');
    await expect(page.locator('h1')).toBeVisible();
    await check(page, `placeholder page (${lang})`);
    await page.goto('/dashboard/no-such-page');
    await expect(page.locator('.ant-result')).toBeVisible();
    await check(page, `not found, logged in (${lang})`);
  });

  test(`superpanel has no serious axe violations (${lang})`, async ({ page, request }) => {
    const admin = await apiLogin(request, demo.admin, { superpanel: true, password: DEMO_PASSWORD });
    await seedStorage(page, { [keys.superpanelLogin]: JSON.stringify(admin), [keys.language]: lang });
    await page.goto('/superpanel');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await check(page, `superpanel (${lang})`);
  });
}

test.describe.configure({ timeout: 120_000 });
