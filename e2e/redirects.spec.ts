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

/** Journey 4: the access modes and redirect rules of platform spec §2 and the language rules of §5. */

test.describe('logged out', () => {
  test('/dashboard goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('an invitation link survives the login and leads to the invitation confirmation', async ({ page }) => {
    await page.goto('/dashboard/user-management?companyId=c1&invitationId=i1');
    await expect(page).toHaveURL(/\/login\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ companyId: 'c1', invitationId: 'i1', navigate: 'partnerInvitation' });

    await page.getByLabel('E-mail address').fill(demo.user);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await submitButton(page, 'Log in').click();
    await expect(page).toHaveURL(/\/dashboard\/partnersInvitationConfirmation\?/);
    expect(pathOf(page)).toBe('/dashboard/partnersInvitationConfirmation?companyId=c1&invitationId=i1');
    await expect(page).toHaveTitle('Partner invitation | Plakat');

    // Now logged in: /login goes to the dashboard, unless a navigate parameter is present.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('tile-userProfile')).toBeVisible();
    await page.goto('/login?navigate=x');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(pathOf(page)).toBe('/login?navigate=x');
  });

  test('unknown paths show the not-found page; /not-found is public', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Plakat');
    expect(pathOf(page)).toBe('/no/such/page');
    await page.goto('/not-found');
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
    expect(pathOf(page)).toBe('/not-found');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('logged in', () => {
  test('a completed user on /companyRegistration goes to /dashboard', async ({ page, request }) => {
    await loginWithStorage(page, request, demo.owner);
    await page.goto('/companyRegistration');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('tile-userProfile')).toBeVisible();
    await page.goto('/userRegistration');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a company owner who has not completed the registration goes to /companyRegistration', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('incomplete');
    await registerVerifiedOwner(request, email, 'Incomplete-owner-1');
    await loginWithStorage(page, request, email, { password: 'Incomplete-owner-1' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/companyRegistration$/);
    await expect(page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
    await page.goto('/dashboard/user-management');
    await expect(page).toHaveURL(/\/companyRegistration$/);
    // The user registration is for company users only.
    await page.goto('/userRegistration');
    await expect(page).toHaveURL(/\/companyRegistration$/);
  });
});

test.describe('language', () => {
  test('an invalid stored language is removed and English is used', async ({ page }) => {
    await seedStorage(page, { [keys.language]: 'fr' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveTitle('Log in | Plakat');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storageItem(page, keys.language)).toBeNull();
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('nothing stored: the browser language German is used', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
      await expect(page).toHaveTitle('Anmelden | Plakat');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByTestId('language-select')).toHaveValue('de');
    });

    test('a stored choice wins over the browser language', async ({ page }) => {
      await seedStorage(page, { [keys.language]: 'en' });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });
  });
});
