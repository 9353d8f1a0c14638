import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2e } from '../playwright.config.ts';
import {
  type LoginData,
  apiLogin,
  keys,
  loginWithStorage,
  registerVerifiedOwner,
  selectOf,
  storageItem,
  toast,
  uniqueEmail,
} from './support/app.ts';
import { decodeQuotedPrintable } from './support/mail.ts';

/**
 * 'Leave a draft and finish it' (displays spec 02 §2 wizard and own overview, §4 'Finish Setup continues a draft via
 * edit'): a new company's owner saves the first two wizard steps, leaves the wizard, finds the draft in the own
 * overview, continues it with Finish Setup (prefilled, starting at the first unsaved step), completes it and sees it
 * as a completed display. A company of its own keeps the demo company's draft count and list untouched.
 */

const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const password = 'Draft-owner-1';
const companyName = `E2E Draft GmbH ${Date.now().toString(36)}`;

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A verified company owner with a registered company (everything before the display management is done by API). */
async function newCompanyOwner(request: Parameters<typeof apiLogin>[0]) {
  const email = uniqueEmail('draft');
  await registerVerifiedOwner(request, email, password);
  const login = await apiLogin(request, email, { password });
  const res = await request.post(`${base}/api/registration/company`, {
    headers: { authorization: `Bearer ${login.userToken}` },
    data: {
      companyName,
      industry: 'retail',
      businessModel: 'b2c',
      street: 'Torstraße',
      houseNumber: '5',
      postcode: '10119',
      town: 'Berlin',
      federalState: 'DE-BE',
      country: 'DE',
      salutation: 'ms',
      firstName: 'Dana',
      lastName: 'Draft',
      position: 'Owner',
      phoneCountryCode: '+49',
      phone: '30 123456',
    },
  });
  expect(res.status(), 'company registration').toBe(201);
  return email;
}

/** GET with the access token the page itself stored (loginData), so the check reads what the page's session sees. */
async function apiGet<T>(page: Page, request: Parameters<typeof apiLogin>[0], url: string): Promise<T> {
  const login = JSON.parse((await storageItem(page, keys.login)) ?? '{}') as LoginData;
  const res = await request.get(`${base}/api${url}`, { headers: { authorization: `Bearer ${login.userToken}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** The saved .eml mail to `to`, decoded. */
async function mailTo(to: string) {
  let text = '';
  await expect
    .poll(
      () => {
        if (!existsSync(e2e.mailDir)) return false;
        for (const file of readdirSync(e2e.mailDir).filter((f) => f.endsWith('.eml'))) {
          const raw = readFileSync(path.join(e2e.mailDir, file), 'utf8');
          if (raw.toLowerCase().includes(`to: ${to}`)) text = decodeQuotedPrintable(raw);
        }
        return text !== '';
      },
      { timeout: 10_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return text;
}

const next = (page: Page) => page.getByTestId('wizard-next').click();
const back = (page: Page) => page.getByRole('button', { name: /Back$/ }).click();
const currentStep = (page: Page) => page.locator('.ant-steps-item-process .ant-steps-item-title');

/**
 * Chooses `option` in the antd Select with this id and waits until the select shows it. A click that lands while the
 * dropdown is still moving in is retried, as a user would click again.
 */
async function pick(page: Page, id: string, option: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const field = page.locator(`#${id}`);
  await expect(open).toHaveCount(0);
  await expect(async () => {
    if ((await open.count()) === 0) await field.click({ force: true });
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
    await expect(selectOf(field)).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(open).toHaveCount(0);
}
/** antd button-style radios: the input has no size of its own, a user clicks the visible label. */
const radio = (page: Page, label: string) =>
  page
    .locator('.ant-radio-button-wrapper:visible')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
const selected = (page: Page, id: string) => selectOf(page.locator(`#${id}`));

test('leave a draft after two steps, find it in the own list and finish it', async ({ page, request }, info) => {
  const email = await newCompanyOwner(request);
  const dir = info.outputPath();
  mkdirSync(dir, { recursive: true });
  const picture = path.join(dir, 'location.png');
  writeFileSync(picture, await png(30, 140, 90));
  const title = `Lobby screen ${Date.now().toString(36)}`;
  const tokenMail = `player-${email}`;

  await loginWithStorage(page, request, email, { password });
  await page.goto(ownList);
  await expect(page.getByRole('heading', { name: 'Own displays' })).toBeVisible();
  await expect(page.getByText('no display found')).toBeVisible();
  await page.getByRole('button', { name: /Create display$/ }).click();
  await expect(page).toHaveURL(/\/create-display$/);

  // Step 1, General information: saving it creates the draft on the server.
  await expect(currentStep(page)).toHaveText('General information');
  await page.locator('#title').fill(title);
  await page.locator('#description').fill('Welcome screen next to the reception desk');
  await page.locator('#keywords').fill('lobby, reception');
  await radio(page, 'Private');
  await expect(page.getByRole('radio', { name: 'Private', exact: true })).toBeChecked();
  await next(page);
  await expect(toast(page)).toContainText('Draft saved');
  await page.waitForURL(/\/edit-display\/[0-9a-f-]{36}$/);
  const displayId = page.url().split('/').pop() as string;

  // Step 2, Specifications, saved as well.
  await expect(currentStep(page)).toHaveText('Specifications');
  await pick(page, 'displayType', 'LCD screen');
  await page.locator('#model').fill('QM55R');
  await page.locator('#serialNumber').fill('SN-DRAFT-1');
  await pick(page, 'sizeInches', '55" (140 cm)');
  await pick(page, 'resolution', 'Full HD');
  await page.locator('[data-day="mon"] button').filter({ hasText: 'All day' }).click();
  await next(page);
  await expect(currentStep(page)).toHaveText('Location');
  await expect(page.locator('#street')).toBeVisible();

  // Leave the wizard: the draft stays, with two steps done.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`${ownList}$`));
  const draft = await apiGet<{ data: { status: string; stepsDone: number; onlineId: number } }>(
    page,
    request,
    `/displays/${displayId}/edit`,
  );
  expect(draft.data).toMatchObject({ status: 'draft', stepsDone: 2 });
  const onlineId = draft.data.onlineId;

  // The draft in the own list: draft marker and Finish Setup, no state icons; the Info row says it is unfinished.
  const row = page.locator(`tr.ant-table-row[data-row-key="${displayId}"]`);
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row.locator('.plakat-tag').filter({ hasText: /^Draft$/ })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Private', exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: `Show information about display ${onlineId}` }).click();
  const expanded = row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
  await expect(expanded.getByText('The setup of this display is not finished yet.')).toBeVisible();
  await expect(expanded.getByText('Manage display')).toHaveCount(0);

  // Finish Setup continues where the draft stopped, with the saved steps prefilled.
  await row.getByRole('button', { name: /Finish Setup$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-display/${displayId}$`));
  await expect(page.getByText(`Display ID ${onlineId} (draft). Every step is saved when you continue.`)).toBeVisible();
  await expect(currentStep(page)).toHaveText('Location');
  await expect(page.locator('#street')).toHaveValue('');
  await back(page);
  await expect(currentStep(page)).toHaveText('Specifications');
  await expect(page.locator('#model')).toHaveValue('QM55R');
  await expect(page.locator('#serialNumber')).toHaveValue('SN-DRAFT-1');
  await expect(selected(page, 'displayType')).toContainText('LCD screen');
  await expect(selected(page, 'sizeInches')).toContainText('55" (140 cm)');
  await expect(selected(page, 'resolution')).toContainText('Full HD');
  await expect(page.locator('[data-day="mon"] [aria-pressed=true]')).toHaveCount(24);
  await expect(page.locator('[data-day="tue"] [aria-pressed=true]')).toHaveCount(0);
  await back(page);
  await expect(currentStep(page)).toHaveText('General information');
  await expect(page.locator('#title')).toHaveValue(title);
  await expect(page.locator('#description')).toHaveValue('Welcome screen next to the reception desk');
  await expect(page.locator('#keywords')).toHaveValue('lobby, reception');
  await expect(page.getByRole('radio', { name: 'Private', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Internal', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Do not share', exact: true })).toBeChecked();
  await next(page);
  await expect(currentStep(page)).toHaveText('Specifications');
  await next(page);

  // Step 3, Location.
  await expect(currentStep(page)).toHaveText('Location');
  await page.locator('#street').fill('Torstraße');
  await page.locator('#houseNumber').fill('5');
  await page.locator('#postcode').fill('10119');
  await page.locator('#town').fill('Berlin');
  await page.locator('#district').fill('Mitte');
  await pick(page, 'federalState', 'Berlin');
  await pick(page, 'placement', 'Indoor display');
  await page.locator('#locationDescription').fill('Behind the reception desk');
  await page.getByTestId('map-picker').click({ position: { x: 300, y: 150 } });
  await expect(page.locator('#latitude')).not.toHaveValue('');
  await page.getByTestId('media-location').locator('input[type=file]').setInputFiles(picture);
  await expect(page.getByTestId('media-location').getByTestId('media-item')).toHaveCount(1, { timeout: 20_000 });
  await next(page);

  // Step 4, Valuation.
  await expect(currentStep(page)).toHaveText('Valuation');
  for (const label of ['Good', '500-1000', '2 credits']) await radio(page, label);
  await page.getByLabel('Monday').click({ force: true });
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(1).click();
  await page.getByTestId('media-placeholder').locator('input[type=file]').setInputFiles(picture);
  await expect(page.getByTestId('media-placeholder').getByTestId('media-item')).toHaveCount(1, { timeout: 20_000 });
  await next(page);

  // Step 5, Player / Token, then the finish page.
  await expect(currentStep(page)).toHaveText('Player / Token');
  await page.locator('#email').fill(tokenMail);
  await page.locator('#repeatEmail').fill(tokenMail);
  await next(page);
  const finish = page.getByTestId('wizard-finish');
  await expect(finish).toContainText('Create display successfully');
  await expect(finish.getByTestId('finish-online-id')).toHaveText(String(onlineId));
  await expect(finish).toContainText(title);
  await expect(finish.locator('.ant-tag')).toHaveText('Activated');

  // Completed: the same display, now with its state icons and the management panel instead of Finish Setup.
  await finish.getByRole('button', { name: /Exit$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${ownList}$`));
  await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
  for (const label of ['Private', 'Internal', 'Not shared', 'Active', 'Unlocked']) {
    await expect(row.getByRole('img', { name: label, exact: true })).toBeVisible();
  }
  await expect(row.locator('.plakat-tag').filter({ hasText: /^Draft$/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Finish Setup$/ })).toHaveCount(0);
  await row.getByRole('button', { name: `Show information about display ${onlineId}` }).click();
  await expect(expanded.getByText('Manage display')).toBeVisible();
  await expect(expanded.getByRole('button', { name: 'Edit: Activity', exact: true })).toBeEnabled();

  const done = await apiGet<{
    data: {
      status: string;
      title: string;
      keywords: string[];
      accessibility: string;
      model: string;
      isActive: boolean;
    };
  }>(page, request, `/displays/${displayId}/edit`);
  expect(done.data).toMatchObject({
    status: 'completed',
    title,
    keywords: ['lobby', 'reception'],
    accessibility: 'private',
    model: 'QM55R',
    isActive: true,
  });
  expect(await apiGet<{ drafts: number }>(page, request, '/displays/draftLimit')).toMatchObject({ drafts: 0 });
  // Completing the draft sent the player token to the address of the last step.
  expect(await mailTo(tokenMail)).toContain(`the display ${onlineId} “${title}” of ${companyName} has been set up`);
});
