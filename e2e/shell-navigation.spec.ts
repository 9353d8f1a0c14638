import { type Page, expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demo,
  keys,
  loginWithStorage,
  pathOf,
  screenshot,
  seedStorage,
  storageItem,
  submitButton,
} from './support/app.ts';

/**
 * Issue 12, navigation of the shell in both languages: deep links through the login (also after a session ended),
 * scroll positions, breadcrumbs, not-found inside the layout, the notification-center spelling, Cancel of the user
 * search.
 */

const text = {
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    logout: 'Logout',
    welcome: 'Welcome back',
    sessionExpired: 'Session expired. Please log in again.',
    breadcrumb: 'Breadcrumb',
    dashboard: 'Dashboard',
    displayManagement: 'Display management',
    ownList: 'Own display overview',
    userManagement: 'User management',
    notFound: 'Page not found',
    backToDashboard: 'Back to the dashboard',
    language: 'Language',
    account: /^Account/,
    cancel: 'Cancel',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    logout: 'Abmelden',
    welcome: 'Willkommen zurück',
    sessionExpired: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
    breadcrumb: 'Navigationspfad',
    dashboard: 'Dashboard',
    displayManagement: 'Display-Verwaltung',
    ownList: 'Übersicht eigene Displays',
    userManagement: 'Benutzerverwaltung',
    notFound: 'Seite nicht gefunden',
    backToDashboard: 'Zurück zum Dashboard',
    language: 'Sprache',
    account: /^Konto/,
    cancel: 'Abbrechen',
  },
} as const;
type Lang = keyof typeof text;

async function loginWithForm(page: Page, lang: Lang, email: string = demo.owner) {
  const t = text[lang];
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await submitButton(page, t.login).click();
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const lang of ['en', 'de'] as const) {
  const t = text[lang];

  test.describe('shell navigation', () => {
    test(`a deep link survives the login with its query; foreign next targets are ignored (${lang})`, async ({
      page,
    }) => {
      await seedStorage(page, { [keys.language]: lang });
      const deepLink = '/dashboard/display-management/own-list?sort=title&sortOrder=desc';
      await page.goto(deepLink);
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('next')).toBe(deepLink);
      await loginWithForm(page, lang);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === deepLink);

      // Logging out on purpose forgets the page: plain /login.
      await page.getByTestId('logout').click();
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
      expect(pathOf(page)).toBe('/login');

      // Only same-origin pages under /dashboard are honoured.
      for (const next of ['https://evil.example/dashboard', '//evil.example/dashboard', '/superpanel']) {
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await loginWithForm(page, lang);
        await expect(page).toHaveURL(/\/dashboard$/);
        await page.getByTestId('logout').click();
        await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
      }
    });

    test(`after a session ended on the server (419) the login returns to the page with its query (${lang})`, async ({
      page,
      request,
    }) => {
      const login = await loginWithStorage(page, request, demo.owner, { lang });
      const target = '/dashboard/user-management/search?fullText=hannah&status=paused';
      await page.goto(target);
      await expect(page.getByRole('heading', { name: t.userManagement })).toBeVisible();
      // The page's own requests (roles, departments) finish first: one answered 419 after the revocation would end the
      // session in the old page just before the reload, and the reloaded page, without a login, shows no toast.
      await page.waitForLoadState('networkidle');
      const revoke = await request.post('/api/auth/logout', {
        headers: { authorization: `Bearer ${login.userToken}` },
      });
      expect(revoke.status()).toBe(200);
      await page.reload();
      await expect(page.getByText(t.sessionExpired)).toBeVisible();
      await expect(page.getByRole('heading', { name: t.welcome })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('next')).toBe(target);
      expect(await storageItem(page, keys.login)).toBeNull();
      await loginWithForm(page, lang);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
      await expect(page.getByLabel(lang === 'en' ? 'Full text' : 'Volltext')).toHaveValue('hannah');
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`a new page starts at the top; Back and Forward return to where the user was (${lang})`, async ({
        page,
        request,
      }) => {
        await loginWithStorage(page, request, demo.owner, { lang });
        await page.goto('/dashboard');
        const accountTile = page.getByTestId('tile-account');
        await accountTile.scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 200);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
        const position = await scrollY(page);

        await accountTile.getByRole('link', { name: t.account }).click();
        await expect(page).toHaveURL(/\/dashboard\/account$/);
        await expect.poll(() => scrollY(page)).toBe(0);

        await page.goBack();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect.poll(() => scrollY(page)).toBe(position);

        await page.goForward();
        await expect(page).toHaveURL(/\/dashboard\/account$/);
        await expect.poll(() => scrollY(page)).toBe(0);

        // Following a link again (a new entry) starts at the top, also on a page visited before.
        await page.getByTestId('breadcrumbs').getByRole('link', { name: t.dashboard }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect.poll(() => scrollY(page)).toBe(0);
      });
    });

    test(`breadcrumbs below the top bar: translated, every step a link (${lang})`, async ({ page, request }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      await page.goto('/dashboard/display-management/own-list');
      const crumbs = page.getByRole('navigation', { name: t.breadcrumb });
      await expect(crumbs.getByRole('link')).toHaveText([t.dashboard, t.displayManagement, t.ownList]);
      await expect(crumbs.getByRole('link', { name: t.ownList })).toHaveAttribute('aria-current', 'page');
      // Below the 64 px top bar.
      const box = await crumbs.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(64);

      await crumbs.getByRole('link', { name: t.displayManagement }).click();
      await expect(page).toHaveURL(/\/dashboard\/display-management$/);
      await expect(crumbs.getByRole('link')).toHaveText([t.dashboard, t.displayManagement]);
      await screenshot(page, 'breadcrumbs-section', lang);
      await crumbs.getByRole('link', { name: t.dashboard }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // The dashboard itself needs none.
      await expect(page.getByTestId('breadcrumbs')).toHaveCount(0);

      // Every page a tile leads to has them, starting at the dashboard and ending at the page.
      const pages = [
        '/dashboard/user-profile',
        '/dashboard/notification-canter',
        '/dashboard/user-management',
        '/dashboard/user-management/list',
        '/dashboard/partners-management',
        '/dashboard/display-management/create-display',
        '/dashboard/display-management/partner-list',
        '/dashboard/broadcast',
        '/dashboard/media-pool',
        '/dashboard/media-pool/add-media-pool',
        '/dashboard/media-pool/list',
        '/dashboard/editor',
        '/dashboard/account',
      ];
      for (const path of pages) {
        await page.goto(path);
        const links = page.getByTestId('breadcrumbs').getByRole('link');
        await expect(links.first(), path).toHaveText(t.dashboard);
        await expect(links.first()).toHaveAttribute('href', '/dashboard');
        await expect(links.last()).toHaveAttribute('href', path);
        await expect(links.last()).toHaveAttribute('aria-current', 'page');
        const title = (await page.title()).replace(/ \| Plakat$/, '');
        await expect(links.last()).toHaveText(title);
      }
    });

    test(`an unknown path shows the not-found page inside the logged-in layout (${lang})`, async ({
      page,
      request,
    }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      for (const path of ['/dashboard/no-such-page', '/no/such/page']) {
        await page.goto(path);
        await expect(page.getByText(t.notFound, { exact: true }).first()).toBeVisible();
        expect(pathOf(page)).toBe(path);
        await expect(page.getByTestId('logout')).toBeVisible();
        await expect(page.getByRole('combobox', { name: t.language })).toBeVisible();
        await expect(page.getByRole('navigation', { name: t.breadcrumb }).getByRole('link')).toHaveText([
          t.dashboard,
          t.notFound,
        ]);
      }
      await screenshot(page, 'not-found-logged-in', lang);
      await page.getByRole('link', { name: t.backToDashboard }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test(`/dashboard/notification-center leads to the spec path; Cancel of the user search to user management (${lang})`, async ({
      page,
      request,
    }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      await page.goto('/dashboard/notification-center?status=unread');
      await expect(page).toHaveURL(
        (url) => `${url.pathname}${url.search}` === '/dashboard/notification-canter?status=unread',
      );

      await page.goto('/dashboard/user-management/search?fullText=hannah');
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/dashboard/user-management');
      await expect(page.getByRole('heading', { name: t.userManagement })).toBeVisible();
    });
  });
}
