import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demo,
  keys,
  loginWithStorage,
  pathOf,
  registerVerifiedOwner,
  seedStorage,
  storageItem,
  uniqueEmail,
  submitButton,
} from './support/app.ts';
import { tr } from './support/axe.ts';

/**
 * Journey 4, in English and German: the access modes and redirect rules of platform spec §2 and the language rules of
 * §5 (with an English and a German browser).
 */

const text = (lang: 'en' | 'de') => ({
  welcome: tr(lang, 'auth', 'login.title'),
  email: tr(lang, 'auth', 'fields.email'),
  password: tr(lang, 'auth', 'fields.password'),
  login: tr(lang, 'auth', 'login.submit'),
  loginTitle: `${tr(lang, 'common', 'titles.login')} | Plakat`,
  invitationTitle: `${tr(lang, 'common', 'titles.partnersInvitationConfirmation')} | Plakat`,
  notFound: tr(lang, 'common', 'notFound.title'),
  notFoundText: tr(lang, 'common', 'notFound.text'),
  notFoundTitle: `${tr(lang, 'common', 'titles.notFound')} | Plakat`,
  home: tr(lang, 'common', 'notFound.home'),
  registerCompany: tr(lang, 'registration', 'company.title'),
});

for (const lang of ['en', 'de'] as const) {
  const t = text(lang);

  test.describe('logged out', () => {
    test(`/dashboard goes to /login (${lang})`, async ({ page }) => {
      await seedStorage(page, { [keys.language]: lang });
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
    });

    test(`an invitation link survives the login and leads to the invitation confirmation (${lang})`, async ({
      page,
    }) => {
      await seedStorage(page, { [keys.language]: lang });
      await page.goto('/dashboard/user-management?companyId=c1&invitationId=i1');
      await expect(page).toHaveURL(/\/login\?/);
      const params = new URL(page.url()).searchParams;
      expect(Object.fromEntries(params)).toEqual({
        companyId: 'c1',
        invitationId: 'i1',
        navigate: 'partnerInvitation',
      });

      await page.getByLabel(t.email).fill(demo.user);
      await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
      await submitButton(page, t.login).click();
      await expect(page).toHaveURL(/\/dashboard\/partnersInvitationConfirmation\?/);
      expect(pathOf(page)).toBe('/dashboard/partnersInvitationConfirmation?companyId=c1&invitationId=i1');
      await expect(page).toHaveTitle(t.invitationTitle);

      // Now logged in: /login goes to the dashboard, unless a navigate parameter is present.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('tile-userProfile')).toBeVisible();
      await page.goto('/login?navigate=x');
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
      expect(pathOf(page)).toBe('/login?navigate=x');
    });

    test(`unknown paths show the not-found page; /not-found is public (${lang})`, async ({ page }) => {
      await seedStorage(page, { [keys.language]: lang });
      await page.goto('/no/such/page');
      await expect(page.getByText(t.notFound, { exact: true })).toBeVisible();
      await expect(page.getByText(t.notFoundText)).toBeVisible();
      await expect(page).toHaveTitle(t.notFoundTitle);
      // The picture is decoration, not an image named 'No Found' (antd's English SVG title).
      await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
      expect(pathOf(page)).toBe('/no/such/page');
      await page.goto('/not-found');
      await expect(page.getByText(t.notFound, { exact: true })).toBeVisible();
      expect(pathOf(page)).toBe('/not-found');
      await page.getByRole('link', { name: t.home }).click();
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
    });
  });

  test.describe('logged in', () => {
    test(`a company owner who has not completed the registration goes to /companyRegistration (${lang})`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`incomplete-${lang}`);
      await registerVerifiedOwner(request, email, 'Incomplete-owner-1', lang);
      await loginWithStorage(page, request, email, { password: 'Incomplete-owner-1', lang });
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/companyRegistration$/);
      await expect(page.getByRole('heading', { name: t.registerCompany })).toBeVisible();
      await page.goto('/dashboard/user-management');
      await expect(page).toHaveURL(/\/companyRegistration$/);
      // The user registration is for company users only.
      await page.goto('/userRegistration');
      await expect(page).toHaveURL(/\/companyRegistration$/);
    });

    test(`an edit-user address with an unknown or malformed id shows the not-found page, no error toast (${lang})`, async ({
      page,
      request,
    }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      for (const id of ['2', '00000000-0000-4000-8000-000000000000']) {
        await page.goto(`/dashboard/user-management/edit-user/${id}`);
        await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
        await expect(page.locator('.ant-message-notice')).toHaveCount(0);
      }
    });
  });

  // Each with a browser in the language: what the browser asks for, and when the stored choice wins over it.
  test.describe('language', () => {
    const other = lang === 'en' ? 'de' : 'en';
    test.use({ locale: lang === 'en' ? 'en-US' : 'de-DE' });

    test(`nothing stored: the browser language is used (${lang})`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
      await expect(page).toHaveTitle(t.loginTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('language-select')).toHaveValue(lang);
    });

    test(`a stored choice wins over the browser language (${lang})`, async ({ page }) => {
      await seedStorage(page, { [keys.language]: other });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: text(other).welcome })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });

    // Spec §5: an invalid stored value falls back to English, whatever the browser asks for.
    test(`an invalid stored language is removed and English is used (${lang})`, async ({ page }) => {
      await seedStorage(page, { [keys.language]: 'fr' });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: text('en').welcome })).toBeVisible();
      await expect(page).toHaveTitle(text('en').loginTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await storageItem(page, keys.language)).toBeNull();
    });
  });
}

// Reads no text: once.
test('a completed user on /companyRegistration goes to /dashboard', async ({ page, request }) => {
  await loginWithStorage(page, request, demo.owner);
  await page.goto('/companyRegistration');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tile-userProfile')).toBeVisible();
  await page.goto('/userRegistration');
  await expect(page).toHaveURL(/\/dashboard$/);
});
