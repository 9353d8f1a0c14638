import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2e } from '../playwright.config.ts';
import { demo, loginWithStorage, screenshot } from './support/app.ts';
import { tr } from './support/axe.ts';
import { watchContentSecurity } from './support/csp.ts';
import { flowLanguages } from './support/languages.ts';

const e2eBase = e2e.baseURL;

/**
 * Display creation wizard (displays spec 02 §2 wizard, §3 wizard fields, §5, §8), in English (German too with
 * E2E_LANGUAGES=both): every step with validation messages, uploads with the server's type check, Back keeps input, the
 * draft that the first step leaves behind, the finish page with Duplicate, edit of a finished display, locked displays
 * (409), the draft limit, and a restricted display's partners.
 */

const texts = {
  en: {
    next: 'Next',
    back: 'Back',
    screen: 'LCD screen',
    fullHd: 'Full HD',
    allDay: 'All day',
    good: 'Good',
    credits: '2 credits',
    duplicate: 'Duplicate Display',
    duplicateOk: 'Duplicate',
    invalidCount: 'Please select a valid number.',
    duplicated: 'Duplicate displays created',
    created: 'Create display successfully',
    titleRequired: 'Title field is required',
    emailsDiffer: "Email addresses aren't the same",
    postcodeInvalid: 'Postcode field is invalid',
    limit: 'You have reached the limit of draft displays',
    overview: 'To the display overview',
    monday: 'Monday',
    indoor: 'Indoor display',
    locked: 'This display is locked',
  },
  de: {
    next: 'Weiter',
    back: 'Zurück',
    screen: 'LCD-Bildschirm',
    fullHd: 'Full HD',
    allDay: 'Ganztägig',
    good: 'Gut',
    credits: '2 Credits',
    duplicate: 'Display duplizieren',
    duplicateOk: 'Duplizieren',
    invalidCount: 'Bitte wählen Sie eine gültige Zahl.',
    duplicated: 'Display-Duplikate erstellt',
    created: 'Display erfolgreich erstellt',
    titleRequired: 'Das Feld Titel ist erforderlich',
    emailsDiffer: 'Die E-Mail-Adressen stimmen nicht überein',
    postcodeInvalid: 'Das Feld Postleitzahl ist ungültig',
    limit: 'Sie haben das Limit für Display-Entwürfe erreicht',
    overview: 'Zur Displayübersicht',
    monday: 'Montag',
    indoor: 'Innenbildschirm',
    locked: 'Dieses Display ist gesperrt',
  },
} as const;

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

async function apiToken(request: APIRequestContext) {
  const res = await request.post(`${e2eBase}/api/auth/login`, { data: { email: demo.owner, password: 'plakat-demo' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const draftTitle = 'E2E wizard draft';

/**
 * Shuts down drafts this spec left behind (a failed run's too), never the demo data's own drafts, which other
 * journeys use.
 */
async function removeOwnDrafts(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const search = await request.post(`${e2eBase}/api/displays/search?limit=100`, { headers, data: { status: 'draft' } });
  const ids = ((await search.json()) as { displays: { id: string; title: string }[] }).displays
    .filter((d) => d.title === draftTitle || /^E2E (en|de) /.test(d.title))
    .map((d) => d.id);
  if (ids.length === 0) return;
  const res = await request.patch(`${e2eBase}/api/displays/shutdown`, { headers, data: { displayIds: ids } });
  expect(res.status()).toBe(200);
}

const next = (page: Page) => page.getByTestId('wizard-next').click();

async function pick(page: Page, id: string, option: string) {
  // One dropdown at a time: the previous one must have finished closing, or the click lands on it.
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(open).toHaveCount(0);
  await page.locator(`#${id}`).click({ force: true });
  await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  await expect(open).toHaveCount(0);
}
const radio = (page: Page, label: string) =>
  page
    .locator('.ant-radio-button-wrapper:visible')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .first()
    .click();

for (const lang of flowLanguages('en')) {
  const L = texts[lang];
  const w = (key: string) => tr(lang, 'displayWizard', key);

  test(`wizard: create a display through every step with uploads (${lang})`, async ({ page, request }, info) => {
    const token = await apiToken(request);
    await removeOwnDrafts(request, token);
    const dir = info.outputPath();
    const files = { a: path.join(dir, 'a.png'), b: path.join(dir, 'b.png'), fake: path.join(dir, 'fake.png') };
    mkdirSync(dir, { recursive: true });
    writeFileSync(files.a, await png(200, 60, 60));
    writeFileSync(files.b, await png(60, 120, 200));
    writeFileSync(files.fake, 'not an image, whatever the name says');

    // Uploads with previews and the map run under the Content-Security-Policy without a violation.
    const violations = watchContentSecurity(page);
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/display-management/create-display');
    await expect(page.getByTestId('display-wizard')).toBeVisible();

    // Step 1: required messages carry the field's label
    await next(page);
    await expect(page.getByText(L.titleRequired)).toBeVisible();
    const title = `E2E ${lang} <script>x</script> Ümläut ${Date.now()}`;
    await page.locator('#title').fill(title);
    await page.locator('#description').fill('Lobby screen next to the entrance');
    await page.locator('#keywords').fill('lobby, entrance,, coffee');
    await screenshot(page, 'wizard-general', lang);
    await next(page);
    // The draft exists now; the address switched to edit-display/{id}
    await page.waitForURL(/\/edit-display\/[0-9a-f-]{36}$/);
    const displayId = page.url().split('/').pop() as string;

    // Step 2
    await expect(page.locator('#model')).toBeVisible();
    await pick(page, 'displayType', L.screen);
    await page.locator('#model').fill('QM55R');
    await page.locator('#serialNumber').fill('SN-1');
    await pick(page, 'sizeInches', '55" (140 cm)');
    await pick(page, 'resolution', L.fullHd);
    await page.locator('[data-day="mon"] button').filter({ hasText: L.allDay }).click();
    await expect(page.locator('[data-day="mon"] [aria-pressed=true]')).toHaveCount(24);
    await screenshot(page, 'wizard-specifications', lang);
    await next(page);

    // Step 3: map picking works without tiles; upload checks happen on the server
    await expect(page.locator('#street')).toBeVisible();
    await page.locator('#street').fill('Hauptstraße');
    await page.locator('#houseNumber').fill('1');
    await page.locator('#postcode').fill('10!15');
    await page.locator('#town').fill('Berlin');
    await page.locator('#district').fill('Mitte');
    await pick(page, 'federalState', 'Berlin');
    await pick(page, 'placement', L.indoor);
    await page.locator('#locationDescription').fill('Left of the entrance');
    await page.getByTestId('map-picker').click({ position: { x: 300, y: 150 } });
    await expect(page.locator('#latitude')).not.toHaveValue('');
    // The coordinates' step buttons are named in the page's language (antd names them 'Increase Value' in every one).
    await expect(page.getByRole('button', { name: 'Increase Value', exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: tr(lang, 'common', 'actions.increaseValue'), exact: true }),
    ).toHaveCount(2);
    await expect(
      page.getByRole('button', { name: tr(lang, 'common', 'actions.decreaseValue'), exact: true }),
    ).toHaveCount(2);
    const upload = page.getByTestId('media-location').locator('input[type=file]');
    await upload.setInputFiles(files.fake);
    await expect(page.getByTestId('media-error')).toBeVisible();
    await upload.setInputFiles([files.a, files.b]);
    await expect(page.getByTestId('media-location').getByTestId('media-item')).toHaveCount(2, { timeout: 20_000 });
    await next(page);
    await expect(page.getByText(L.postcodeInvalid)).toBeVisible();
    await page.locator('#postcode').fill('10115');
    await screenshot(page, 'wizard-location', lang);
    await next(page);

    // Step 4
    await radio(page, L.good);
    await radio(page, '500-1000');
    await radio(page, L.credits);
    await page.getByLabel(L.monday).click({ force: true });
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(1).click();
    await page.getByTestId('media-placeholder').locator('input[type=file]').setInputFiles(files.b);
    await expect(page.getByTestId('media-placeholder').getByTestId('media-item')).toHaveCount(1, { timeout: 20_000 });
    await screenshot(page, 'wizard-valuation', lang);
    await next(page);

    // Step 5: repeat must match; Back keeps what was entered
    await page.locator('#email').fill('player@example.com');
    await page.locator('#repeatEmail').fill('other@example.com');
    await next(page);
    await expect(page.getByText(L.emailsDiffer)).toBeVisible();
    await page.locator('#repeatEmail').fill('player@example.com');
    await page.getByRole('button', { name: L.back }).click();
    await expect(page.getByTestId('media-placeholder').getByTestId('media-item')).toHaveCount(1);
    await next(page);
    await expect(page.locator('#repeatEmail')).toHaveValue('player@example.com');
    await next(page);

    // Finish page
    await expect(page.getByTestId('wizard-finish')).toContainText(L.created);
    await screenshot(page, 'wizard-finish', lang);
    expect(violations).toEqual([]);
    // Duplicate Display asks how many copies (1 to 5, default 1), as in the overview.
    await page.getByRole('button', { name: L.duplicate }).click();
    const copies = page.locator('.ant-modal-wrap:visible .ant-modal');
    await expect(copies.getByRole('spinbutton')).toHaveValue('1');
    await copies.getByRole('spinbutton').fill('6');
    await copies.getByRole('button', { name: L.duplicateOk, exact: true }).click();
    await expect(copies).toContainText(L.invalidCount);
    await copies.getByRole('spinbutton').fill('2');
    const duplicated = page.waitForResponse((r) => r.url().includes(`/api/displays/duplicate/${displayId}`));
    await copies.getByRole('button', { name: L.duplicateOk, exact: true }).click();
    expect(((await (await duplicated).json()) as { displays: unknown[] }).displays).toHaveLength(2);
    await expect(page.getByText(L.duplicated)).toBeVisible();
    await expect(copies).toBeHidden();

    const edit = await request.get(`${e2eBase}/api/displays/${displayId}/edit`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = (
      (await edit.json()) as {
        data: { status: string; title: string; keywords: string[]; size: number; displayMedias: unknown[] };
      }
    ).data;
    expect(data.status).toBe('completed');
    expect(data.title).toBe(title);
    expect(data.keywords).toEqual(['lobby', 'entrance', 'coffee']);
    expect(data.size).toBe(55);
    expect(data.displayMedias).toHaveLength(2);
    // The token mail went out (the display is active by default)
    const mailDir = e2e.mailDir;
    expect(
      readdirSync(mailDir).some((f) => readFileSync(path.join(mailDir, f), 'utf8').includes('player@example.com')),
    ).toBe(true);

    // Edit: prefilled, locked displays answer 409 with a message
    await request.patch(`${e2eBase}/api/displays/changeLockStatus`, {
      headers: { authorization: `Bearer ${token}` },
      data: { displayIds: [displayId], action: 'lock' },
    });
    await page.goto(`/dashboard/display-management/edit-display/${displayId}`);
    await expect(page.locator('#title')).toHaveValue(title);
    await expect(page.getByText(L.locked)).toBeVisible();
    await page.locator('#title').fill(`${title} changed`);
    await next(page);
    await expect(page.getByTestId('wizard-blocked')).toBeVisible();
    await request.patch(`${e2eBase}/api/displays/changeLockStatus`, {
      headers: { authorization: `Bearer ${token}` },
      data: { displayIds: [displayId], action: 'unlock' },
    });
  });

  test(`wizard: draft limit replaces the wizard (${lang})`, async ({ page, request }) => {
    const token = await apiToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const body = {
      title: draftTitle,
      description: 'Left for later',
      keywords: ['draft'],
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'notShare',
    };
    for (let i = 0; i < 3; i++) {
      const limit = (await (await request.get(`${e2eBase}/api/displays/draftLimit`, { headers })).json()) as {
        reached: boolean;
      };
      if (limit.reached) break;
      expect((await request.post(`${e2eBase}/api/displays`, { headers, data: body })).status()).toBe(201);
    }
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/display-management/create-display');
    await expect(page.getByText(L.limit)).toBeVisible();
    await screenshot(page, 'wizard-draft-limit', lang);
    await page.getByRole('link', { name: L.overview }).click();
    await expect(page).toHaveURL(/\/own-list$/);
    // Leave the company as it was for other journeys
    await removeOwnDrafts(request, token);
  });

  test(`wizard: a restricted display gets its partners on the first step, once its draft is saved (${lang})`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    await removeOwnDrafts(request, token);
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/display-management/create-display');
    await page.locator('#title').fill(`E2E ${lang} restricted ${Date.now()}`);
    await page.locator('#description').fill('Shared with one partner only');
    await page.locator('#keywords').fill('partner');
    await radio(page, w('share.restricted'));
    await expect(page.getByText(w('partners.afterDraft'))).toBeVisible();
    await next(page);

    // Saved as a draft, still on the first step, now with the partner list.
    await page.waitForURL(/\/edit-display\/[0-9a-f-]{36}$/);
    const displayId = page.url().split('/').pop() as string;
    const partners = page.getByTestId('wizard-partners');
    await expect(partners.getByRole('checkbox', { name: 'Partner Werbung AG' })).not.toBeChecked();
    await next(page);
    await expect(partners).toContainText(w('partners.select'));
    await partners.getByRole('checkbox', { name: 'Partner Werbung AG' }).check();
    await partners.getByLabel(w('partners.message')).fill('Ab Montag buchbar');
    await next(page);
    await expect(page.locator('#model')).toBeVisible();

    const res = await request.get(`${e2eBase}/api/partners/${displayId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const list = ((await res.json()) as { partners: { companyName: string; isShared: boolean }[] }).partners;
    expect(list).toContainEqual(expect.objectContaining({ companyName: 'Partner Werbung AG', isShared: true }));
    await removeOwnDrafts(request, token);
  });
}
