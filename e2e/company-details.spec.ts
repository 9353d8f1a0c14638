import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  demo,
  loginWithStorage,
  pickOption,
  registerOwnerWithCompany,
  screenshot,
  selectOf,
  submitButton,
  toast,
  uniqueEmail,
} from './support/app.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 12, company details: the company owner changes the company's name and address on the company tab of
 * /dashboard/user-profile, with the registration step's rules and messages; the new name shows wherever the company
 * is named. Other members read the details. Each journey registers a company of its own (the demo company's name is
 * used by other journeys).
 */

const PASSWORD = 'Details-owner-1';

const text = {
  en: {
    companyTab: 'Company',
    companyName: 'Company name',
    street: 'Street',
    postcode: 'Postcode',
    country: 'Country',
    federalState: 'Federal state',
    save: 'Save changes',
    saved: 'The company details have been saved.',
    required: 'This field is required',
    invalid: 'This field is invalid',
    ownerOnly: 'Only the company owner can change these details.',
    companySelect: 'Company',
    austria: ['Austria', 'Austr'],
    vienna: ['Vienna', 'Vien'],
    logoUpload: 'Upload logo',
    logoRemove: 'Remove logo',
    logoSaved: 'The company logo has been saved.',
    logoRemoved: 'The company logo has been removed.',
    logoNotImage: 'The file is not a picture. Upload a JPEG, PNG, WebP or GIF image.',
  },
  de: {
    companyTab: 'Unternehmen',
    companyName: 'Unternehmensname',
    street: 'Straße',
    postcode: 'Postleitzahl',
    country: 'Land',
    federalState: 'Bundesland',
    save: 'Änderungen speichern',
    saved: 'Die Unternehmensdaten wurden gespeichert.',
    required: 'Dieses Feld ist erforderlich',
    invalid: 'Dieses Feld ist ungültig',
    ownerOnly: 'Nur der Inhaber des Unternehmens kann diese Daten ändern.',
    companySelect: 'Unternehmen',
    austria: ['Österreich', 'Öster'],
    vienna: ['Wien', 'Wien'],
    logoUpload: 'Logo hochladen',
    logoRemove: 'Logo entfernen',
    logoSaved: 'Das Firmenlogo wurde gespeichert.',
    logoRemoved: 'Das Firmenlogo wurde entfernt.',
    logoNotImage: 'Die Datei ist kein Bild. Laden Sie ein JPEG-, PNG-, WebP- oder GIF-Bild hoch.',
  },
} as const;

/** A verified owner whose company is registered through the API; answers the owner's address. */
const ownerWithCompany = (request: APIRequestContext, lang: 'en' | 'de', companyName: string) =>
  registerOwnerWithCompany(request, uniqueEmail(`details-${lang}`), PASSWORD, lang, companyName);

const companyTab = (page: Page, lang: 'en' | 'de') => page.getByRole('tab', { name: text[lang].companyTab });

for (const lang of flowLanguages('en')) {
  const t = text[lang];

  test(`the owner changes the company's name and address; the new name shows everywhere (${lang})`, async ({
    page,
    request,
  }) => {
    const oldName = `Alte Firma ${lang} ${Date.now().toString(36)}`;
    const newName = `Neue Firma ${lang} ${Date.now().toString(36)} GmbH`;
    const email = await ownerWithCompany(request, lang, oldName);
    await loginWithStorage(page, request, email, { password: PASSWORD, lang });

    await page.goto('/dashboard');
    await expect(page.getByText(oldName).first()).toBeVisible();
    await page.getByTestId('tile-userProfile').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/user-profile$/);
    await companyTab(page, lang).click();
    await expect(page).toHaveURL(/\/dashboard\/user-profile\?tab=company$/);
    const name = page.getByLabel(t.companyName);
    await expect(name).toHaveValue(oldName);

    // The registration's rules and messages: an empty name and a bad postcode are refused, the name is focused.
    await name.fill('');
    await page.getByLabel(t.postcode).fill('10115!');
    await submitButton(page, t.save).click();
    await expect(name).toBeFocused();
    await expect(page.getByText(t.required)).toBeVisible();
    await expect(page.getByText(t.invalid)).toBeVisible();

    // A new country empties the federal state, which must then be one of the new country.
    await name.fill(newName);
    await page.getByLabel(t.street).fill('Ringstraße');
    await page.getByLabel(t.postcode).fill('1010');
    await pickOption(page, page.getByLabel(t.country, { exact: true }), t.austria[0], t.austria[1]);
    await expect(selectOf(page.getByLabel(t.federalState, { exact: true }))).not.toContainText('Berlin');
    await pickOption(page, page.getByLabel(t.federalState, { exact: true }), t.vienna[0], t.vienna[1]);
    await screenshot(page, 'company-details', lang);
    await submitButton(page, t.save).click();
    await expect(toast(page).getByText(t.saved)).toBeVisible();

    // Wherever the company is named: the top bar, the dashboard, the personal tab, the company list; after a reload.
    await expect(page.locator('header').getByText(newName)).toBeVisible();
    await page.getByTestId('breadcrumbs').getByRole('link').first().click();
    await expect(page.getByText(newName).first()).toBeVisible();
    await expect(page.getByText(oldName)).toHaveCount(0);
    await page.goto('/dashboard/user-management');
    await pickOption(page, page.getByRole('combobox', { name: t.companySelect }), newName);
    await page.goto('/dashboard/user-profile?tab=company');
    await expect(page.getByLabel(t.companyName)).toHaveValue(newName);
    await expect(selectOf(page.getByLabel(t.federalState, { exact: true }))).toContainText(t.vienna[0]);
  });

  test(`the owner uploads and removes the company logo; a file that is not a picture is refused (${lang})`, async ({
    page,
    request,
  }) => {
    const email = await ownerWithCompany(request, lang, `Logo Firma ${lang} ${Date.now().toString(36)}`);
    await loginWithStorage(page, request, email, { password: PASSWORD, lang });
    await page.goto('/dashboard/user-profile?tab=company');
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(toast(page).getByText(t.logoNotImage)).toBeVisible();
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#d46b08' } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page).getByText(t.logoSaved)).toBeVisible();
    const logo = page.locator('img[src*="/api/files/company-logos/"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await screenshot(page, 'company-logo', lang);
    await page.getByRole('button', { name: t.logoRemove }).click();
    await expect(toast(page).getByText(t.logoRemoved)).toBeVisible();
    await expect(logo).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.logoUpload })).toBeVisible();
  });
}

test('a company user reads the company details but cannot change them (de)', async ({ page, request }) => {
  await loginWithStorage(page, request, demo.user, { lang: 'de' });
  await page.goto('/dashboard/user-profile');
  await companyTab(page, 'de').click();
  await expect(page.getByText(text.de.ownerOnly)).toBeVisible();
  await expect(page.getByLabel(text.de.companyName)).toHaveValue('Plakat Demo GmbH');
  await expect(page.getByLabel(text.de.companyName)).toBeDisabled();
  await expect(page.getByRole('button', { name: text.de.save })).toHaveCount(0);
  await screenshot(page, 'company-details-read-only', 'de');
});
