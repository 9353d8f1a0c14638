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
import { tr } from './support/axe.ts';
import { fill } from './support/displays.ts';
import { decodeQuotedPrintable } from './support/mail.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * 'Leave a draft and finish it' (displays spec 02 §2 wizard and own overview, §4 'Finish Setup continues a draft via
 * edit'), in German (English too with E2E_LANGUAGES=both): a new company's owner saves the first two wizard steps,
 * leaves the wizard, finds the draft in the own overview, continues it with Finish Setup (prefilled, starting at the
 * first unsaved step), completes it and sees it as a completed display. A company of its own keeps the demo company's
 * draft count and list untouched.
 */

const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const password = 'Draft-owner-1';
/** Options the server's lookups name (apps/server/src/db/reference/lookups-data.ts), not the i18n files. */
const lookups = { en: { indoor: 'Indoor display' }, de: { indoor: 'Innenbildschirm' } } as const;

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A verified company owner with a registered company (everything before the display management is done by API). */
async function newCompanyOwner(request: Parameters<typeof apiLogin>[0], companyName: string, lang: 'en' | 'de') {
  const email = uniqueEmail(`draft-${lang}`);
  await registerVerifiedOwner(request, email, password, lang);
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

for (const lang of flowLanguages('de')) {
  const d = (key: string) => tr(lang, 'displays', key);
  const w = (key: string) => tr(lang, 'displayWizard', key);
  const back = (page: Page) => page.getByRole('button', { name: w('nav.back'), exact: true }).click();

  test(`leave a draft after two steps, find it in the own list and finish it (${lang})`, async ({
    page,
    request,
  }, info) => {
    const companyName = `E2E Draft GmbH ${lang} ${Date.now().toString(36)}`;
    const email = await newCompanyOwner(request, companyName, lang);
    const dir = info.outputPath();
    mkdirSync(dir, { recursive: true });
    const picture = path.join(dir, 'location.png');
    writeFileSync(picture, await png(30, 140, 90));
    const title = `Lobby screen ${Date.now().toString(36)}`;
    const tokenMail = `player-${email}`;

    await loginWithStorage(page, request, email, { password, lang });
    await page.goto(ownList);
    await expect(page.getByRole('heading', { name: d('own.heading') })).toBeVisible();
    await expect(page.getByText(d('states.empty'))).toBeVisible();
    await page.getByRole('button', { name: d('actions.createDisplay'), exact: true }).click();
    await expect(page).toHaveURL(/\/create-display$/);

    // Step 1, General information: saving it creates the draft on the server.
    await expect(currentStep(page)).toHaveText(w('steps.general'));
    await page.locator('#title').fill(title);
    await page.locator('#description').fill('Welcome screen next to the reception desk');
    await page.locator('#keywords').fill('lobby, reception');
    await radio(page, w('accessibility.private'));
    await expect(page.getByRole('radio', { name: w('accessibility.private'), exact: true })).toBeChecked();
    await next(page);
    await expect(toast(page)).toContainText(tr(lang, 'apiWizard', 'draftSaved'));
    await page.waitForURL(/\/edit-display\/[0-9a-f-]{36}$/);
    const displayId = page.url().split('/').pop() as string;

    // Step 2, Specifications, saved as well.
    await expect(currentStep(page)).toHaveText(w('steps.specifications'));
    await pick(page, 'displayType', w('displayTypes.LCDScreen'));
    await page.locator('#model').fill('QM55R');
    await page.locator('#serialNumber').fill('SN-DRAFT-1');
    await pick(page, 'sizeInches', '55" (140 cm)');
    await pick(page, 'resolution', w('resolutions.FullHD'));
    await page
      .locator('[data-day="mon"] button')
      .filter({ hasText: w('availability.allDay') })
      .click();
    await next(page);
    await expect(currentStep(page)).toHaveText(w('steps.location'));
    await expect(page.locator('#street')).toBeVisible();

    // Leave the wizard: the draft stays, with two steps done.
    await page.getByRole('link', { name: w('nav.cancel') }).click();
    await expect(page).toHaveURL(new RegExp(`${ownList}$`));
    const draft = await apiGet<{ data: { status: string; stepsDone: number; onlineId: number } }>(
      page,
      request,
      `/displays/${displayId}/edit`,
    );
    expect(draft.data).toMatchObject({ status: 'draft', stepsDone: 2 });
    const onlineId = draft.data.onlineId;
    const infoButton = { name: fill(d('table.infoFor'), { id: onlineId }) };

    // The draft in the own list: draft marker and Finish Setup, no state icons; the Info row says it is unfinished.
    const row = page.locator(`tr.ant-table-row[data-row-key="${displayId}"]`);
    const draftMarker = row.locator('.plakat-tag').filter({ hasText: new RegExp(`^${d('displayStatus.draft')}$`) });
    const finishSetup = row.getByRole('button', { name: d('actions.finishSetup'), exact: true });
    await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
    await expect(row).toContainText(title);
    await expect(draftMarker).toBeVisible();
    await expect(row.getByRole('img', { name: d('accessibility.private'), exact: true })).toHaveCount(0);
    await row.getByRole('button', infoButton).click();
    const expanded = row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
    await expect(expanded.getByText(d('manage.unfinished'))).toBeVisible();
    await expect(expanded.getByText(d('manage.heading'))).toHaveCount(0);

    // Finish Setup continues where the draft stopped, with the saved steps prefilled.
    await finishSetup.click();
    await expect(page).toHaveURL(new RegExp(`/edit-display/${displayId}$`));
    await expect(page.getByText(fill(w('edit.banner'), { id: onlineId, status: w('status.draft') }))).toBeVisible();
    await expect(currentStep(page)).toHaveText(w('steps.location'));
    await expect(page.locator('#street')).toHaveValue('');
    await back(page);
    await expect(currentStep(page)).toHaveText(w('steps.specifications'));
    await expect(page.locator('#model')).toHaveValue('QM55R');
    await expect(page.locator('#serialNumber')).toHaveValue('SN-DRAFT-1');
    await expect(selected(page, 'displayType')).toContainText(w('displayTypes.LCDScreen'));
    await expect(selected(page, 'sizeInches')).toContainText('55" (140 cm)');
    await expect(selected(page, 'resolution')).toContainText(w('resolutions.FullHD'));
    await expect(page.locator('[data-day="mon"] [aria-pressed=true]')).toHaveCount(24);
    await expect(page.locator('[data-day="tue"] [aria-pressed=true]')).toHaveCount(0);
    await back(page);
    await expect(currentStep(page)).toHaveText(w('steps.general'));
    await expect(page.locator('#title')).toHaveValue(title);
    await expect(page.locator('#description')).toHaveValue('Welcome screen next to the reception desk');
    await expect(page.locator('#keywords')).toHaveValue('lobby, reception');
    await expect(page.getByRole('radio', { name: w('accessibility.private'), exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: w('locationType.internal'), exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: w('share.notShare'), exact: true })).toBeChecked();
    await next(page);
    await expect(currentStep(page)).toHaveText(w('steps.specifications'));
    await next(page);

    // Step 3, Location.
    await expect(currentStep(page)).toHaveText(w('steps.location'));
    await page.locator('#street').fill('Torstraße');
    await page.locator('#houseNumber').fill('5');
    await page.locator('#postcode').fill('10119');
    await page.locator('#town').fill('Berlin');
    await page.locator('#district').fill('Mitte');
    await pick(page, 'federalState', 'Berlin');
    await pick(page, 'placement', lookups[lang].indoor);
    await page.locator('#locationDescription').fill('Behind the reception desk');
    await page.getByTestId('map-picker').click({ position: { x: 300, y: 150 } });
    await expect(page.locator('#latitude')).not.toHaveValue('');
    await page.getByTestId('media-location').locator('input[type=file]').setInputFiles(picture);
    await expect(page.getByTestId('media-location').getByTestId('media-item')).toHaveCount(1, { timeout: 20_000 });
    await next(page);

    // Step 4, Valuation.
    await expect(currentStep(page)).toHaveText(w('steps.valuation'));
    for (const label of [w('visibility.good'), '500-1000', fill(w('price.credits_other'), { count: 2 })])
      await radio(page, label);
    await page.getByLabel(w('daysLong.mon')).click({ force: true });
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(1).click();
    await page.getByTestId('media-placeholder').locator('input[type=file]').setInputFiles(picture);
    await expect(page.getByTestId('media-placeholder').getByTestId('media-item')).toHaveCount(1, { timeout: 20_000 });
    await next(page);

    // Step 5, Player / Token, then the finish page.
    await expect(currentStep(page)).toHaveText(w('steps.player'));
    await page.locator('#email').fill(tokenMail);
    await page.locator('#repeatEmail').fill(tokenMail);
    await next(page);
    const finish = page.getByTestId('wizard-finish');
    await expect(finish).toContainText(w('finish.title'));
    await expect(finish.getByTestId('finish-online-id')).toHaveText(String(onlineId));
    await expect(finish).toContainText(title);
    await expect(finish.locator('.ant-tag')).toHaveText(w('finish.activated'));

    // Completed: the same display, now with its state icons and the management panel instead of Finish Setup.
    await finish.getByRole('button', { name: w('finish.exit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ownList}$`));
    await expect(page.locator('tr.ant-table-row')).toHaveCount(1);
    for (const key of [
      'accessibility.private',
      'location.internal',
      'share.notShare',
      'activity.active',
      'lock.unlocked',
    ]) {
      await expect(row.getByRole('img', { name: d(key), exact: true })).toBeVisible();
    }
    await expect(draftMarker).toHaveCount(0);
    await expect(finishSetup).toHaveCount(0);
    await row.getByRole('button', infoButton).click();
    await expect(expanded.getByText(d('manage.heading'))).toBeVisible();
    await expect(
      expanded.getByRole('button', { name: `${d('actions.edit')}: ${d('fields.activity')}`, exact: true }),
    ).toBeEnabled();

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
    // Completing the draft sent the player token, in the page's language, to the address of the last step.
    const sentence = fill(tr(lang, 'apiWizard', 'tokenMail.text'), {
      onlineId,
      title,
      company: companyName,
      token: '',
      link: '',
    }).split('\n\n')[1];
    expect(await mailTo(tokenMail)).toContain(sentence);
  });
}
