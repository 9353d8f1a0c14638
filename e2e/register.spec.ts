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
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Journey 1, in English (German too with E2E_LANGUAGES=both): register → confirm the address → log in → company
 * registration → dashboard → the other language → logout.
 */

const PASSWORD = 'Plakat-e2e-2024';
type Lang = 'en' | 'de';

/** The 14 dashboard tiles in the spec's order (dashboard:sections.<key>.title). */
const tileKeys = [
  'userProfile',
  'notificationCenter',
  'userManagement',
  'partnersManagement',
  'displayManagement',
  'broadcast',
  'mediaPool',
  'commercial',
  'advertisingBreak',
  'editor',
  'statistics',
  'credits',
  'tariffAndPackages',
  'account',
];

/**
 * The main link of every dashboard tile: name, maybe the 'Future section' tag, then the description; both start with a
 * capital letter, so the name is the text before it.
 */
const tileLinks = (page: Page) => page.locator('[data-testid^="tile-"] div > a');
const tilesIn = (lang: Lang) =>
  tileKeys.map((key) => new RegExp(`^${tr(lang, 'dashboard', `sections.${key}.title`)}(?=[A-ZÄÖÜ])`));

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of the journey: the app's (tr) and the server's lookup names (apps/server/src/db/reference). */
const text = (lang: Lang) => {
  const a = (key: string) => tr(lang, 'auth', key);
  const c = (key: string) => tr(lang, 'common', key);
  const r = (key: string) => tr(lang, 'registration', key);
  return {
    welcome: a('login.title'),
    loginTitle: `${c('titles.login')} | Plakat`,
    registerTitle: `${c('titles.register')} | Plakat`,
    registerHeading: a('register.title'),
    email: a('fields.email'),
    password: a('fields.password'),
    repeat: a('fields.repeatPassword'),
    terms: new RegExp(esc(a('register.acceptTerms'))),
    submit: a('register.submit'),
    login: a('login.submit'),
    inbox: a('register.successTitle'),
    registered: tr(lang, 'apiAuth', 'registered'),
    /** 'The link was sent to {{email}}.' (the hint's first sentence). */
    sentTo: (email: string) =>
      a('register.successHint')
        .split(/(?<=\.) /)[0]
        .replace('{{email}}', email),
    backToLogin: c('actions.backToLogin'),
    notVerified: tr(lang, 'apiAuth', 'emailNotVerified'),
    resend: a('login.resend'),
    verificationSent: tr(lang, 'apiAuth', 'verificationSent'),
    confirmed: a('verify.successTitle'),
    emailVerified: tr(lang, 'apiAuth', 'emailVerified'),
    toLogin: a('verify.toLogin'),
    companyTitle: `${c('titles.companyRegistration')} | Plakat`,
    companyHeading: r('company.title'),
    field: (key: string) => r(`fields.${key}`),
    completeRegistration: r('form.submit'),
    dashboardTitle: `${c('titles.dashboard')} | Plakat`,
    sectionsTitle: tr(lang, 'dashboard', 'sectionsTitle'),
    versionLabel: c('layout.versionLabel'),
    logout: c('layout.logout'),
    loggedOut: c('logout.success'),
    lookups:
      lang === 'en'
        ? {
            industry: ['Media and advertising', 'Media'],
            businessModel: 'B2B (business customers)',
            austria: ['Austria', 'Austr'],
            germany: ['Germany', 'Germ'],
            bavaria: ['Bavaria', 'Bav'],
            salutation: 'Ms',
            austrianCode: 'Austria (+43)',
          }
        : {
            industry: ['Medien und Werbung', 'Medien'],
            businessModel: 'B2B (Geschäftskunden)',
            austria: ['Österreich', 'Öster'],
            germany: ['Deutschland', 'Deut'],
            bavaria: ['Bayern', 'Bay'],
            salutation: 'Frau',
            austrianCode: 'Österreich (+43)',
          },
  };
};
type Texts = ReturnType<typeof text>;

async function fillRegisterForm(page: Page, email: string, t: Texts) {
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.repeat).fill(PASSWORD);
  await page.getByRole('checkbox', { name: t.terms }).check();
  await submitButton(page, t.submit).click();
}

for (const lang of flowLanguages('en')) {
  const t = text(lang);
  // After the company registration the header's language select switches to the other language.
  const other = lang === 'en' ? 'de' : 'en';
  const o = text(other);

  test(`register, confirm, complete the company, use the dashboard in both languages, log out (${lang})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`reg-${lang}`);

    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
    await expect(page).toHaveTitle(t.loginTitle);
    await screenshot(page, 'login', lang);

    // Registration form → 'check your inbox'.
    await page.goto('/register');
    await expect(page).toHaveTitle(t.registerTitle);
    await expect(page.getByRole('heading', { name: t.registerHeading })).toBeVisible();
    await screenshot(page, 'register', lang);
    await fillRegisterForm(page, email, t);
    await expect(page.getByText(t.inbox)).toBeVisible();
    await expect(page.getByText(t.registered)).toBeVisible();
    await expect(page.getByText(t.sentTo(email))).toBeVisible();
    // The status icon is decoration, not an image named 'check-circle' (antd's English icon name).
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `registration sent (${lang})`);

    // Logging in before the address is confirmed: a warning with a resend action.
    await page.getByRole('link', { name: t.backToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await submitButton(page, t.login).click();
    const alert = page.getByTestId('form-alert');
    await expect(alert).toContainText(t.notVerified);
    await alert.getByRole('button', { name: t.resend }).click();
    await expect(alert).toContainText(t.verificationSent);
    await expectNoSeriousA11yViolations(page, `login with the resend alert (${lang})`);
    expect(await storageItem(page, keys.login)).toBeNull();

    // The link of the (newest) mail confirms the address.
    const link = await linkFromMail(e2e.mailDir, email, '/email/verification?token=');
    expect(link.startsWith(`${e2e.baseURL}/email/verification?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await expect(page.getByText(t.emailVerified)).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `e-mail confirmed (${lang})`);
    await page.getByRole('link', { name: t.toLogin }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Log in → the company registration comes first.
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await submitButton(page, t.login).click();
    await expect(page).toHaveURL(/\/companyRegistration$/);
    await expect(page).toHaveTitle(t.companyTitle);
    await expect(page.getByRole('heading', { name: t.companyHeading })).toBeVisible();
    const stored = JSON.parse((await storageItem(page, keys.login)) ?? 'null');
    expect(stored).toEqual({
      userId: expect.any(String),
      userToken: expect.any(String),
      refreshToken: expect.any(String),
    });

    // Every field; the selects by picking options.
    const f = t.field;
    const l = t.lookups;
    await page.getByLabel(f('companyName'), { exact: true }).fill('E2E Screens GmbH');
    await pickOption(page, page.getByLabel(f('industry'), { exact: true }), l.industry[0], l.industry[1]);
    await pickOption(page, page.getByLabel(f('businessModel'), { exact: true }), l.businessModel);
    await page.getByLabel(f('street'), { exact: true }).fill('Musterstraße');
    await page.getByLabel(f('houseNumber'), { exact: true }).fill('12a');
    await page.getByLabel(f('postcode'), { exact: true }).fill('80331');
    await page.getByLabel(f('town'), { exact: true }).fill('München');
    await pickOption(page, page.getByLabel(f('country'), { exact: true }), l.austria[0], l.austria[1]);
    await pickOption(page, page.getByLabel(f('country'), { exact: true }), l.germany[0], l.germany[1]);
    await pickOption(page, page.getByLabel(f('federalState'), { exact: true }), l.bavaria[0], l.bavaria[1]);
    await pickOption(page, page.getByLabel(f('salutation'), { exact: true }), l.salutation);
    await pickOption(page, page.getByRole('combobox', { name: new RegExp(`^${f('title')}`) }), 'Dr.');
    await page.getByLabel(f('firstName'), { exact: true }).fill('Erika');
    await page.getByLabel(f('lastName'), { exact: true }).fill('Mustermann');
    await page.getByLabel(f('position'), { exact: true }).fill('Marketing manager');
    await pickOption(page, page.getByLabel(f('phoneCountryCode'), { exact: true }), l.austrianCode, '+43', '+43');
    await page.getByRole('textbox', { name: f('phone') }).fill('1 2345678');
    await screenshot(page, 'company-registration', lang);
    await submitButton(page, t.completeRegistration).click();

    // Dashboard with the 14 tiles in the spec's order.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle(t.dashboardTitle);
    await expect(page.getByRole('heading', { name: /Erika Mustermann/ })).toBeVisible();
    await expect(page.getByText('E2E Screens GmbH').first()).toBeVisible();
    const titles = tileLinks(page);
    await expect(titles).toHaveText(tilesIn(lang));
    await expect(page.getByTestId('version-label')).toHaveText(t.versionLabel);
    await screenshot(page, 'dashboard', lang);

    // The other language from the header: texts, title, storage; a reload keeps it.
    await switchLanguage(page, other);
    await expect(titles).toHaveText(tilesIn(other));
    await expect(page.getByRole('button', { name: o.logout })).toBeVisible();
    await expect(page.getByRole('heading', { name: o.sectionsTitle })).toBeVisible();
    await expect(page).toHaveTitle(o.dashboardTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.reload();
    await expect(titles).toHaveText(tilesIn(other));
    await expect(page.getByTestId('version-label')).toHaveText(o.versionLabel);
    expect(await storageItem(page, keys.language)).toBe(other);

    // Logout.
    await page.getByRole('button', { name: o.logout }).click();
    await expect(page.getByText(o.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: o.welcome })).toBeVisible();
    expect(await storageItem(page, keys.login)).toBeNull();
    // The dashboard is closed again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test(`a second registration with the same address gets the same answer; the form defaults to Germany (${lang})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`reg-again-${lang}`);
    await seedStorage(page, { [keys.language]: lang });

    await page.goto('/register');
    await expect(page).toHaveTitle(t.registerTitle);
    await expect(page.getByRole('heading', { name: t.registerHeading })).toBeVisible();
    await fillRegisterForm(page, email, t);
    await expect(page.getByText(t.inbox)).toBeVisible();
    await expect(page.getByText(t.registered)).toBeVisible();

    // The same address again: the same answer (nothing tells that the account exists).
    await page.goto('/register');
    await fillRegisterForm(page, email, t);
    await expect(page.getByText(t.inbox)).toBeVisible();
    await expect(page.getByText(t.registered)).toBeVisible();

    // Confirm with the mail's link (in the language of the registration), log in: the company registration follows.
    const link = await linkFromMail(e2e.mailDir, email, '/email/verification?token=');
    await page.goto(link);
    await expect(page.getByText(t.confirmed)).toBeVisible();
    await page.getByRole('link', { name: t.toLogin }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await submitButton(page, t.login).click();
    await expect(page).toHaveURL(/\/companyRegistration$/);
    expect(pathOf(page)).toBe('/companyRegistration');
    await expect(page).toHaveTitle(t.companyTitle);
    await expect(page.getByRole('heading', { name: t.companyHeading })).toBeVisible();
    // Defaults of the form in both languages: Germany and +49.
    await expect(page.getByText(t.lookups.germany[0], { exact: true })).toBeVisible();
    await expect(page.getByText('+49', { exact: true })).toBeVisible();
  });
}
