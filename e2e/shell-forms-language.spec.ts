import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  demo,
  keys,
  loginWithStorage,
  registerVerifiedOwner,
  screenshot,
  seedStorage,
  selectOf,
  submitButton,
  switchLanguage,
  uniqueEmail,
} from './support/app.ts';

/**
 * Issue 12, forms, language and phone layout of the shell in both languages: the first invalid field is visible
 * below the sticky top bar and focused; a language switch changes every visible text, server-made labels included;
 * no English icon name or label on a German page; tiles and top bar fit a 360 px phone.
 */

type Lang = 'en' | 'de';
type Tree = { [key: string]: string | Tree };

const i18nDir = path.join(import.meta.dirname, '..', 'packages', 'shared', 'src', 'i18n');
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
const dictionary = (lang: Lang) =>
  new Map(
    readdirSync(path.join(i18nDir, lang))
      .filter((file) => !file.startsWith('api') && file !== 'mail.json')
      .flatMap((file) =>
        flatten(JSON.parse(readFileSync(path.join(i18nDir, lang, file), 'utf8')), `${file.replace('.json', '')}:`),
      ),
  );

/**
 * Texts of the web app that exist only in English: different in German, not part of any German text, and without
 * variables. None of them may remain on a German page.
 */
const englishOnly = (() => {
  const en = dictionary('en');
  const de = dictionary('de');
  const german = [...de.values()].join('\n');
  return [...en]
    .filter(([key, value]) => de.get(key) !== value && !value.includes('{{') && value.length >= 4)
    .map(([, value]) => value)
    .filter((value) => !german.includes(value));
})();

/** Visible text, accessible names of icons, aria-labels and titles: no English and no raw antd icon name. */
async function expectGermanOnly(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const visible = (e: Element) => !e.closest('[aria-hidden="true"]') && (e as HTMLElement).offsetParent !== null;
    const labels = [...document.querySelectorAll('[aria-label],[title]')]
      .filter(visible)
      .flatMap((e) => [e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? ''])
      .filter(Boolean);
    const iconNames = [...document.querySelectorAll('.anticon[aria-label]')]
      .filter(visible)
      .filter((e) => e.classList.contains(`anticon-${e.getAttribute('aria-label')}`))
      .map((e) => e.getAttribute('aria-label'));
    return { text: document.body.innerText, labels, iconNames };
  });
  expect(found.iconNames, `${where}: antd icon names read out`).toEqual([]);
  const leftovers = englishOnly.filter(
    (english) =>
      new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'mu').test(
        found.text,
      ) || found.labels.includes(english),
  );
  expect(leftovers, `${where}: English left on a German page`).toEqual([]);
}

/** The options of an antd Select, opened and closed again. */
async function optionsOf(page: Page, combobox: Locator) {
  await combobox.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await expect(dropdown.locator('.ant-select-item-option').first()).toBeVisible();
  const options = await dropdown.locator('.ant-select-item-option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  return options;
}

const topBarBottom = 64;

/** The field is focused, fully in the viewport and below the sticky top bar together with its label. */
async function expectVisibleAndFocused(page: Page, field: Locator, label: Locator) {
  await expect(field).toBeFocused();
  const viewport = page.viewportSize();
  const fieldBox = await field.boundingBox();
  const labelBox = await label.boundingBox();
  expect(labelBox?.y).toBeGreaterThanOrEqual(topBarBottom);
  expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
}

const registration = {
  en: { companyName: 'Company name', submit: 'Complete registration', required: 'This field is required' },
  de: {
    companyName: 'Unternehmensname',
    submit: 'Registrierung abschließen',
    required: 'Dieses Feld ist erforderlich',
  },
};

test.describe('forms: the first invalid field is visible and focused', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['en', 'de'] as const) {
    test(`company registration submitted empty at 390x844 (${lang})`, async ({ page, request }) => {
      const email = uniqueEmail(`focus-${lang}`);
      await registerVerifiedOwner(request, email, 'Focus-owner-1', lang);
      await loginWithStorage(page, request, email, { password: 'Focus-owner-1', lang });
      await page.goto('/companyRegistration');
      const t = registration[lang];
      const submit = submitButton(page, t.submit);
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      const field = page.getByLabel(t.companyName);
      await expectVisibleAndFocused(page, field, page.locator('label[for="companyName"]'));
      await expect(page.getByText(t.required).first()).toBeVisible();
      await screenshot(page, 'registration-first-error-390', lang);
    });
  }

  test('the login form focuses its first empty field', async ({ page }) => {
    await seedStorage(page, { [keys.language]: 'de' });
    await page.goto('/login');
    await submitButton(page, 'Anmelden').click();
    await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
  });
});

test.describe('language switch', () => {
  test('server-made labels follow the switch: roles, the role on the dashboard, lookups (en → de → en)', async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request, demo.owner, { lang: 'en' });
    await page.goto('/dashboard');
    await expect(page.getByText('Owner', { exact: true })).toBeVisible();
    await switchLanguage(page, 'de');
    await expect(page.getByText('Inhaber', { exact: true })).toBeVisible();
    await expect(page.getByText('Owner', { exact: true })).toHaveCount(0);
    await expectGermanOnly(page, '/dashboard');

    await switchLanguage(page, 'en');
    await page.goto('/dashboard/user-management');
    const role = () => page.getByRole('combobox', { name: /^(Role|Rolle)$/ });
    await expect(role()).toBeEnabled();
    const english = await optionsOf(page, role());
    expect(english).toEqual(expect.arrayContaining(['Owner', 'Administrator', 'Editor', 'Viewer']));

    // The same page, switched: the options are German at once.
    await switchLanguage(page, 'de');
    await expect(page.getByRole('heading', { name: 'Benutzerverwaltung' })).toBeVisible();
    await expect.poll(() => optionsOf(page, role())).toEqual(expect.arrayContaining(['Inhaber', 'Redakteur']));
    const german = await optionsOf(page, role());
    expect(german).toEqual(expect.arrayContaining(['Inhaber', 'Administrator', 'Redakteur', 'Betrachter']));
    for (const word of ['Owner', 'Editor', 'Viewer']) expect(german).not.toContain(word);
    await expectGermanOnly(page, '/dashboard/user-management');
    await screenshot(page, 'user-search-switched', 'de');

    // And back: English again without a reload.
    await switchLanguage(page, 'en');
    await expect.poll(() => optionsOf(page, role())).toEqual(expect.arrayContaining(['Owner', 'Editor', 'Viewer']));
  });

  test('lookups of the company registration follow the switch (de → en)', async ({ page, request }) => {
    const email = uniqueEmail('lookups');
    await registerVerifiedOwner(request, email, 'Lookup-owner-1', 'de');
    await loginWithStorage(page, request, email, { password: 'Lookup-owner-1', lang: 'de' });
    await page.goto('/companyRegistration');
    const country = page.getByLabel('Land', { exact: true });
    await expect(selectOf(country)).toContainText('Deutschland');
    await expectGermanOnly(page, '/companyRegistration');
    await switchLanguage(page, 'en');
    await expect(selectOf(page.getByLabel('Country', { exact: true }))).toContainText('Germany');
  });

  test('no English label or icon name on German pages; one wording for the future sections', async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request, demo.owner, { lang: 'de' });
    for (const path of [
      '/dashboard',
      '/dashboard/user-management',
      '/dashboard/user-profile',
      '/dashboard/user-profile?tab=company',
      '/dashboard/display-management',
      '/dashboard/media-pool',
      '/dashboard/broadcast',
      '/dashboard/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('logout')).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await expectGermanOnly(page, path);
    }
    // 'Future Section' (spec §2) on the tiles and on the placeholder page, in both languages.
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-broadcast').getByText('Zukünftiger Bereich', { exact: true })).toBeVisible();
    await page.goto('/dashboard/broadcast');
    await expect(page.getByText('Zukünftiger Bereich', { exact: true })).toBeVisible();
    await switchLanguage(page, 'en');
    await expect(page.getByText('Future Section', { exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-broadcast').getByText('Future Section', { exact: true })).toBeVisible();
  });
});

test.describe('phone layout', () => {
  for (const width of [360, 390]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const lang of ['en', 'de'] as const) {
        test(`tiles, icons and the top bar fit (${lang})`, async ({ page, request }) => {
          await loginWithStorage(page, request, demo.owner, { lang });
          await page.goto('/dashboard');
          const tiles = page.locator('[data-testid^="tile-"]');
          await expect(tiles).toHaveCount(14);
          for (const tile of await tiles.all()) {
            const box = await tile.boundingBox();
            expect(box?.x).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
            // The icon badge keeps its square.
            const icon = await tile.locator('a span[aria-hidden]').first().boundingBox();
            expect(icon?.width).toBe(44);
            expect(icon?.height).toBe(44);
          }
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrollWidth).toBeLessThanOrEqual(width);

          // Top bar: logo, Dashboard, language, Logout side by side within the screen.
          const parts = [
            page.locator('header a').first(),
            page.locator('header nav').getByRole('button').first(),
            page.getByTestId('language-select'),
            page.getByTestId('logout'),
          ];
          let right = 0;
          for (const part of parts) {
            const box = await part.boundingBox();
            expect(box?.x).toBeGreaterThanOrEqual(right);
            right = (box?.x ?? 0) + (box?.width ?? 0);
          }
          expect(right).toBeLessThanOrEqual(width);

          // The icon beside 'User management' on its page keeps its square too.
          await page.goto('/dashboard/user-management');
          const heading = page.getByRole('heading', { level: 1 }).first();
          await expect(heading).toBeVisible();
          const badge = await page.locator('main span[aria-hidden][style*="width: 52px"]').first().boundingBox();
          expect(badge?.width).toBe(52);
          expect(badge?.height).toBe(52);
          const headingBox = await heading.boundingBox();
          expect((headingBox?.x ?? 0) + (headingBox?.width ?? 0)).toBeLessThanOrEqual(width);
          if (width === 390) await screenshot(page, 'user-search-390', lang);
        });
      }
    });
  }
});
