import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { apiLogin, demo, keys, loginWithStorage, pathOf, pickOption, screenshot, seedStorage } from './support/app.ts';
import { tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Journey 5, in German (English too with E2E_LANGUAGES=both): dashboard tiles and sub-menus, placeholder pages, the
 * detailed user search, lazy loading.
 */

type Lang = 'en' | 'de';
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

/**
 * Every link of the dashboard tiles: [section, sub-menu entry, path, title key (common:titles)]. A tile's main link is
 * named by the section's name, maybe its 'Future section' tag, then its description; a sub-menu link by its entry.
 */
const tileLinks: [string, string | null, string, string][] = [
  ['userProfile', null, '/dashboard/user-profile', 'userProfile'],
  ['notificationCenter', null, '/dashboard/notification-canter', 'notificationCenter'],
  ['userManagement', null, '/dashboard/user-management', 'userManagement'],
  ['userManagement', 'list', '/dashboard/user-management/list', 'userList'],
  ['userManagement', 'roles', '/dashboard/user-management/roles', 'roles'],
  ['userManagement', 'categories', '/dashboard/user-management/categories', 'categories'],
  ['userManagement', 'departments', '/dashboard/user-management/departments', 'departments'],
  ['userManagement', 'invitations', '/dashboard/user-management/invitations', 'invitations'],
  ['partnersManagement', null, '/dashboard/partners-management', 'partnersManagement'],
  ['displayManagement', null, '/dashboard/display-management', 'displayManagement'],
  ['displayManagement', 'create', '/dashboard/display-management/create-display', 'createDisplay'],
  ['displayManagement', 'ownList', '/dashboard/display-management/own-list', 'ownDisplays'],
  ['displayManagement', 'partnerList', '/dashboard/display-management/partner-list', 'partnerDisplays'],
  ['broadcast', null, '/dashboard/broadcast', 'broadcast'],
  ['mediaPool', null, '/dashboard/media-pool', 'mediaPool'],
  ['mediaPool', 'add', '/dashboard/media-pool/add-media-pool', 'uploadMedia'],
  ['mediaPool', 'list', '/dashboard/media-pool/list', 'mediaList'],
  ['mediaPool', 'search', '/dashboard/media-pool/search', 'mediaSearch'],
  ['commercial', null, '/dashboard/commercial', 'commercial'],
  ['advertisingBreak', null, '/dashboard/advertising-break', 'advertisingBreak'],
  ['editor', null, '/dashboard/editor', 'editor'],
  ['statistics', null, '/dashboard/statistics', 'statistics'],
  ['credits', null, '/dashboard/credits', 'credits'],
  ['tariffAndPackages', null, '/dashboard/tariff-and-packages', 'tariffAndPackages'],
  ['account', null, '/dashboard/account', 'account'],
];

/** The accessible name of a tile link: the main link's from its name to its description, a sub-menu entry's exactly. */
const tileLinkName = (lang: Lang, section: string, item: string | null) => {
  const d = (key: string) => tr(lang, 'dashboard', `sections.${section}.${key}`);
  return item
    ? new RegExp(`^${esc(d(`items.${item}`))}$`)
    : new RegExp(`^${esc(d('title'))}.* ${esc(d('description'))}$`);
};

const distAssets = path.join(
  process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, '..', 'apps', 'web', 'dist'),
  'assets',
);
const featuresDir = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'features');
/**
 * The built chunks of the logged-in features: router.tsx loads each feature folder lazily as '<feature>-<hash>.js';
 * the logged-in layout and the dashboard are the chunks 'shell' and 'home' (apps/web/vite.config.ts).
 */
const loggedInChunks = () => {
  const features = [...readdirSync(featuresDir).filter((name) => name !== 'auth'), 'shell', 'home'];
  return readdirSync(distAssets).filter((file) =>
    features.some((name) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file)),
  );
};
const assetRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/assets/')) urls.push(path.basename(p));
  });
  return urls;
};

for (const lang of flowLanguages('de')) {
  const c = (key: string) => tr(lang, 'common', key);
  const u = (key: string) => tr(lang, 'users', key);
  const p = (key: string, values: Record<string, string> = {}) => fill(tr(lang, 'placeholders', key), values);

  test(`every tile link opens its page (${lang})`, async ({ page, request }) => {
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard');
    const tiles = page.locator('[data-testid^="tile-"]');
    await expect(tiles).toHaveCount(14);
    const links = tiles.getByRole('link');
    await expect(links).toHaveCount(tileLinks.length);
    const broken = new RegExp(`^(${esc(c('notFound.title'))}|${esc(c('errors.pageFailed'))})$`);

    for (const [section, item, target, title] of tileLinks) {
      const name = tileLinkName(lang, section, item);
      await tiles.getByRole('link', { name }).click();
      await expect(page, `${name}`).toHaveURL((url) => url.pathname === target);
      await expect(page).toHaveTitle(`${c(`titles.${title}`)} | Plakat`);
      // The page rendered (later issues replace placeholders by real pages; their content is tested there).
      await expect(page.getByText(broken)).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
    }

    // A sub-menu page lists its entries as tiles, each named by its title and then its description.
    await page.goto('/dashboard/display-management');
    const d = (key: string) => tr(lang, 'dashboard', `sections.displayManagement.${key}`);
    const tile = (entry: string) =>
      page.getByRole('link', { name: `${d(`items.${entry}`)} ${d(`itemDescriptions.${entry}`)}`, exact: true });
    for (const entry of ['create', 'ownList', 'partnerList']) {
      await expect(tile(entry)).toBeVisible();
    }
    await tile('ownList').click();
    await expect(page).toHaveURL(/\/dashboard\/display-management\/own-list$/);
  });

  test(`placeholder pages say what they are and lead back to the dashboard (${lang})`, async ({ page, request }) => {
    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto('/dashboard/broadcast');
    const broadcast = c('titles.broadcast');
    await expect(page.getByText(p('futureSection'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: broadcast, exact: true })).toBeVisible();
    await expect(page.getByText(p('futureText', { section: broadcast }))).toBeVisible();
    await screenshot(page, 'placeholder', lang);
    await page.getByRole('link', { name: p('backToDashboard') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The notification center is a page of its own now (issue 23, e2e/notification-center.spec.ts).
    await page.goto('/dashboard/notification-canter');
    await expect(page.getByRole('heading', { name: c('titles.notificationCenter'), exact: true })).toBeVisible();
    // The footer shows the version label on every logged-in page.
    await expect(page.getByTestId('version-label')).toHaveText(c('layout.versionLabel'));
  });

  test.describe('detailed user search', () => {
    test(`Next opens the overview with exactly the chosen filters; Cancel goes back to user management (${lang})`, async ({
      page,
      request,
    }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      await page.goto('/dashboard/user-management');
      await expect(page).toHaveTitle(`${c('titles.userManagement')} | Plakat`);
      await expect(page.getByText(u('search.title'), { exact: true })).toBeVisible();
      // The lists are loaded (the owner may read them).
      await expect(page.getByRole('combobox', { name: u('search.fields.company') })).toBeEnabled();
      await screenshot(page, 'user-search', lang);

      await page.getByLabel(u('search.fields.fullText')).fill('hannah');
      // The clear buttons are named in the language, not by antd's icon ('close-circle') or 'Clear'.
      await expect(page.getByRole('button', { name: c('actions.clearInput'), exact: true })).toBeVisible();
      // antd's button-style radios: the label is clicked, the (transparent) input carries the state.
      for (const choice of [u('status.paused'), u('affiliation.external')]) {
        await page.getByText(choice, { exact: true }).click();
        await expect(page.getByRole('radio', { name: choice, exact: true })).toBeChecked();
      }
      await pickOption(page, page.getByRole('combobox', { name: u('search.fields.entryDate') }), u('periods.31'));
      await expect(page.getByRole('button', { name: c('actions.clearSelection'), exact: true })).toHaveCount(1);
      await page.getByRole('button', { name: u('search.next'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/user-management\/list\?/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/dashboard/user-management/list');
      expect([...url.searchParams].sort()).toEqual([
        ['affiliation', 'external'],
        ['entryDate', '31'],
        ['fullText', 'hannah'],
        ['status', 'paused'],
      ]);

      await page.goto('/dashboard/user-management/search?fullText=hannah');
      await page.getByRole('button', { name: u('search.cancel'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/user-management$/);
    });

    test(`filters from the address prefill the form; unknown values are dropped (${lang})`, async ({
      page,
      request,
    }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      await page.goto('/dashboard/user-management?status=bogus&affiliation=external');
      await expect(page).toHaveTitle(`${c('titles.userManagement')} | Plakat`);
      await expect(page.getByText(u('search.title'), { exact: true })).toBeVisible();
      const radio = (name: string) => page.getByRole('radio', { name, exact: true });
      await expect(radio(u('affiliation.external'))).toBeChecked();
      await expect(radio(u('affiliation.internal'))).not.toBeChecked();
      for (const status of ['active', 'paused', 'notActive']) {
        await expect(radio(u(`status.${status}`))).not.toBeChecked();
      }
      // 'All' of the status group is chosen, 'All' of the affiliation group is not.
      const all = radio(u('search.all'));
      await expect(all).toHaveCount(2);
      await expect(all.nth(0)).not.toBeChecked();
      await expect(all.nth(1)).toBeChecked();
      await expect(page.getByRole('combobox', { name: u('search.fields.company') })).toBeEnabled();

      // Submitting keeps only the valid filter.
      await page.getByRole('button', { name: u('search.next'), exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/user-management\/list\?/);
      expect(pathOf(page)).toBe('/dashboard/user-management/list?affiliation=external');
    });
  });

  test(`the login page does not load the code of the logged-in features (${lang})`, async ({ page, request }) => {
    const chunks = loggedInChunks();
    const dashboardChunk = chunks.find((f) => f.startsWith('home-'));
    expect(dashboardChunk, `a dashboard chunk in ${distAssets}`).toBeTruthy();

    const loaded = assetRequests(page);
    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: tr(lang, 'auth', 'login.title') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The login page's own chunk ('public', apps/web/vite.config.ts) loads, the logged-in features' do not.
    expect(loaded.some((f) => f.startsWith('public-'))).toBe(true);
    expect(loaded.filter((f) => chunks.includes(f))).toEqual([]);

    // Control: the dashboard does load its chunk (the storage was seeded once already: the login goes in directly).
    const login = await apiLogin(request, demo.owner);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      keys.login,
      JSON.stringify(login),
    ] as const);
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-userProfile')).toBeVisible();
    expect(loaded).toContain(dashboardChunk);
  });
}
