import { type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import {
  keys,
  pathOf,
  pickOption,
  screenshot,
  seedStorage,
  storageItem,
  switchLanguage,
  uniqueEmail,
  submitButton,
} from './support/app.ts';
import { linkFromMail } from './support/mail.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/** Journey 1: register → confirm the address → log in → company registration → dashboard → language → logout. */

const PASSWORD = 'Plakat-e2e-2024';

const tilesEn = [
  'User profile',
  'Notification center',
  'User management',
  'Partner management',
  'Display management',
  'Broadcast',
  'Media pool',
  'Commercial',
  'Advertising break',
  'Editor',
  'Statistics',
  'Credits',
  'Tariff and packages',
  'Account',
];
const tilesDe = [
  'Benutzerprofil',
  'Benachrichtigungszentrale',
  'Benutzerverwaltung',
  'Partnerverwaltung',
  'Display-Verwaltung',
  'Ausstrahlung',
  'Mediapool',
  'Werbespot',
  'Werbepause',
  'Editor',
  'Statistiken',
  'Credits',
  'Tarif und Pakete',
  'Konto',
];

/**
 * The main link of every dashboard tile: name, maybe the 'Future section' tag, then the description; both start with a
 * capital letter, so the name is the text before it.
 */
const tileLinks = (page: Page) => page.locator('[data-testid^="tile-"] div > a');
const startingWith = (labels: string[]) => labels.map((label) => new RegExp(`^${label}(?=[A-ZÄÖÜ])`));

async function fillRegisterForm(
  page: Page,
  email: string,
  t: { email: string; password: string; repeat: string; terms: RegExp; submit: string },
) {
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.repeat).fill(PASSWORD);
  await page.getByRole('checkbox', { name: t.terms }).check();
  await submitButton(page, t.submit).click();
}

const en = {
  email: 'E-mail address',
  password: 'Password',
  repeat: 'Repeat password',
  terms: /I accept the terms and conditions/,
  submit: 'Create account',
};
const de = {
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  repeat: 'Passwort wiederholen',
  terms: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/,
  submit: 'Konto erstellen',
};

test('register in English, confirm, complete the company, use the dashboard in English and German, log out', async ({
  page,
}) => {
  const email = uniqueEmail('reg-en');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveTitle('Log in | Plakat');
  await screenshot(page, 'login', 'en');

  // Registration form → 'check your inbox'.
  await page.goto('/register');
  await expect(page).toHaveTitle('Create account | Plakat');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await screenshot(page, 'register', 'en');
  await fillRegisterForm(page, email, en);
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(
    page.getByText('Thank you for registering. We have sent you an e-mail with a link to confirm your e-mail address.'),
  ).toBeVisible();
  await expect(page.getByText(`The link was sent to ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'registration sent (en)');

  // Logging in before the address is confirmed: a warning with a resend action.
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submitButton(page, 'Log in').click();
  const alert = page.getByTestId('form-alert');
  await expect(alert).toContainText(
    'Please confirm your e-mail address first. We can send you the confirmation e-mail again.',
  );
  await alert.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(alert).toContainText(
    'If an unconfirmed account exists for this e-mail address, we have sent a new confirmation e-mail.',
  );
  await expectNoSeriousA11yViolations(page, 'login with the resend alert (en)');
  expect(await storageItem(page, keys.login)).toBeNull();

  // The link of the (newest) mail confirms the address.
  const link = await linkFromMail(e2e.mailDir, email, '/email/verification?token=');
  expect(link.startsWith(`${e2e.baseURL}/email/verification?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByText('E-mail address confirmed')).toBeVisible();
  await expect(page.getByText('Your e-mail address has been confirmed. You can log in now.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'e-mail confirmed (en)');
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Log in → the company registration comes first.
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submitButton(page, 'Log in').click();
  await expect(page).toHaveURL(/\/companyRegistration$/);
  await expect(page).toHaveTitle('Company registration | Plakat');
  await expect(page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
  const stored = JSON.parse((await storageItem(page, keys.login)) ?? 'null');
  expect(stored).toEqual({
    userId: expect.any(String),
    userToken: expect.any(String),
    refreshToken: expect.any(String),
  });

  // Every field; the selects by picking options.
  await page.getByLabel('Company name').fill('E2E Screens GmbH');
  await pickOption(page, page.getByLabel('Industry'), 'Media and advertising', 'Media');
  await pickOption(page, page.getByLabel('Business model'), 'B2B (business customers)');
  await page.getByLabel('Street').fill('Musterstraße');
  await page.getByLabel('House number').fill('12a');
  await page.getByLabel('Postcode').fill('80331');
  await page.getByLabel('Town').fill('München');
  await pickOption(page, page.getByLabel('Country'), 'Austria', 'Austr');
  await pickOption(page, page.getByLabel('Country'), 'Germany', 'Germ');
  await pickOption(page, page.getByLabel('Federal state'), 'Bavaria', 'Bav');
  await pickOption(page, page.getByLabel('Salutation'), 'Ms');
  await pickOption(page, page.getByRole('combobox', { name: /^Title/ }), 'Dr.');
  await page.getByLabel('First name').fill('Erika');
  await page.getByLabel('Last name').fill('Mustermann');
  await page.getByLabel('Position').fill('Marketing manager');
  await pickOption(page, page.getByLabel('Calling code'), 'Austria (+43)', '+43', '+43');
  await page.getByRole('textbox', { name: 'Phone' }).fill('1 2345678');
  await screenshot(page, 'company-registration', 'en');
  await submitButton(page, 'Complete registration').click();

  // Dashboard with the 14 tiles in the spec's order.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard | Plakat');
  await expect(page.getByRole('heading', { name: /Erika Mustermann/ })).toBeVisible();
  await expect(page.getByText('E2E Screens GmbH').first()).toBeVisible();
  const titles = tileLinks(page);
  await expect(titles).toHaveText(startingWith(tilesEn));
  await expect(page.getByTestId('version-label')).toHaveText('Alpha version');
  await screenshot(page, 'dashboard', 'en');

  // German from the header: texts, title, storage; a reload keeps it.
  await switchLanguage(page, 'de');
  await expect(titles).toHaveText(startingWith(tilesDe));
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Bereiche' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Plakat$/);
  await expect(page).toHaveTitle('Dashboard | Plakat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(titles).toHaveText(startingWith(tilesDe));
  await expect(page.getByTestId('version-label')).toHaveText('Alpha-Version');
  expect(await storageItem(page, keys.language)).toBe('de');
  await screenshot(page, 'dashboard', 'de');

  // Logout.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Abgemeldet!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  expect(await storageItem(page, keys.login)).toBeNull();
  await screenshot(page, 'login', 'de');
  // The dashboard is closed again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('register in German; a second registration with the same address gets the same answer', async ({ page }) => {
  const email = uniqueEmail('reg-de');
  await seedStorage(page, { [keys.language]: 'de' });

  await page.goto('/register');
  await expect(page).toHaveTitle('Konto erstellen | Plakat');
  await expect(page.getByRole('heading', { name: 'Erstellen Sie Ihr Konto' })).toBeVisible();
  await screenshot(page, 'register', 'de');
  await fillRegisterForm(page, email, de);
  const success =
    'Vielen Dank für Ihre Registrierung. Wir haben Ihnen eine E-Mail mit einem Link zur Bestätigung Ihrer E-Mail-Adresse gesendet.';
  await expect(page.getByText('Bitte prüfen Sie Ihr Postfach')).toBeVisible();
  await expect(page.getByText(success)).toBeVisible();

  // The same address again: the same answer (nothing tells that the account exists).
  await page.goto('/register');
  await fillRegisterForm(page, email, de);
  await expect(page.getByText('Bitte prüfen Sie Ihr Postfach')).toBeVisible();
  await expect(page.getByText(success)).toBeVisible();

  // Confirm with the German mail's link, log in, and the company registration is German.
  const link = await linkFromMail(e2e.mailDir, email, '/email/verification?token=');
  await page.goto(link);
  await expect(page.getByText('E-Mail-Adresse bestätigt')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await submitButton(page, 'Anmelden').click();
  await expect(page).toHaveURL(/\/companyRegistration$/);
  expect(pathOf(page)).toBe('/companyRegistration');
  await expect(page).toHaveTitle('Unternehmensregistrierung | Plakat');
  await expect(page.getByRole('heading', { name: 'Registrieren Sie Ihr Unternehmen' })).toBeVisible();
  // Defaults of the German form: Germany and +49.
  await expect(page.getByText('Deutschland', { exact: true })).toBeVisible();
  await expect(page.getByText('+49', { exact: true })).toBeVisible();
  await screenshot(page, 'company-registration', 'de');
});
