import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { demo, loginWithStorage, pathOf, pickOption, screenshot } from './support/app.ts';

/** Journey 5: dashboard tiles and sub-menus, placeholder pages, the detailed user search, lazy loading. */

/**
 * Every link of the dashboard tiles: [link name, path, browser title]. A tile's main link starts with the section's
 * name; the sub-menu links' names also carry their icons' labels, so those are matched anywhere.
 */
const tileLinks: [RegExp, string, string][] = [
  [/^User profile/, '/dashboard/user-profile', 'User profile'],
  [/^Notification center/, '/dashboard/notification-canter', 'Notification center'],
  [/^User management/, '/dashboard/user-management', 'User management'],
  [/User overview/, '/dashboard/user-management/list', 'User overview'],
  [/^Partner management/, '/dashboard/partners-management', 'Partner management'],
  [/^Display management/, '/dashboard/display-management', 'Display management'],
  [/Create display/, '/dashboard/display-management/create-display', 'Create display'],
  [/Own display overview/, '/dashboard/display-management/own-list', 'Own display overview'],
  [/Partner display overview/, '/dashboard/display-management/partner-list', 'Partner display overview'],
  [/^Broadcast/, '/dashboard/broadcast', 'Broadcast'],
  [/^Media pool(?! overview)/, '/dashboard/media-pool', 'Media pool'],
  [/Upload media/, '/dashboard/media-pool/add-media-pool', 'Upload media'],
  [/Media pool overview/, '/dashboard/media-pool/list', 'Media pool overview'],
  [/^Commercial/, '/dashboard/commercial', 'Commercial'],
  [/^Advertising break/, '/dashboard/advertising-break', 'Advertising break'],
  [/^Editor/, '/dashboard/editor', 'Editor'],
  [/^Statistics/, '/dashboard/statistics', 'Statistics'],
  [/^Credits/, '/dashboard/credits', 'Credits'],
  [/^Tariff and packages/, '/dashboard/tariff-and-packages', 'Tariff and packages'],
  [/^Account/, '/dashboard/account', 'Account'],
];

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

test('every tile link opens its page', async ({ page, request }) => {
  await loginWithStorage(page, request, demo.owner);
  await page.goto('/dashboard');
  const tiles = page.locator('[data-testid^="tile-"]');
  await expect(tiles).toHaveCount(14);
  const links = tiles.getByRole('link');
  await expect(links).toHaveCount(tileLinks.length);

  for (const [name, target, title] of tileLinks) {
    await tiles.getByRole('link', { name }).click();
    await expect(page, `${name}`).toHaveURL((url) => url.pathname === target);
    await expect(page).toHaveTitle(`${title} | Plakat`);
    // The page rendered (later issues replace placeholders by real pages; their content is tested there).
    await expect(page.getByText(/^(Page not found|This page could not be loaded\.)$/)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  }

  // A sub-menu page lists its entries as tiles, each named by its title and then its description.
  await page.goto('/dashboard/display-management');
  const tile = (entry: string) => page.getByRole('link', { name: new RegExp(`^${entry} [A-Z]`) });
  for (const entry of ['Create display', 'Own display overview', 'Partner display overview']) {
    await expect(tile(entry)).toBeVisible();
  }
  await tile('Own display overview').click();
  await expect(page).toHaveURL(/\/dashboard\/display-management\/own-list$/);
});

test('placeholder pages say what they are and lead back to the dashboard', async ({ page, request }) => {
  await loginWithStorage(page, request, demo.owner);
  await page.goto('/dashboard/broadcast');
  await expect(page.getByText('Future Section', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Broadcast', exact: true })).toBeVisible();
  await expect(
    page.getByText('Broadcast is a future section of Plakat. It will follow in a later version.'),
  ).toBeVisible();
  await screenshot(page, 'placeholder', 'en');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/notification-canter');
  await expect(page.getByText('Under Development', { exact: true })).toBeVisible();
  await expect(page.getByText('Notification center is under development and will be available soon.')).toBeVisible();
  // The footer shows the version label on every logged-in page.
  await expect(page.getByTestId('version-label')).toHaveText('Alpha version');
});

test.describe('detailed user search', () => {
  test('Next opens the overview with exactly the chosen filters; Cancel goes back to user management', async ({
    page,
    request,
  }) => {
    await loginWithStorage(page, request, demo.owner);
    await page.goto('/dashboard/user-management');
    await expect(page).toHaveTitle('User management | Plakat');
    await expect(page.getByText('Detailed search')).toBeVisible();
    // The lists are loaded (the owner may read them).
    await expect(page.getByRole('combobox', { name: 'Company' })).toBeEnabled();
    await screenshot(page, 'user-search', 'en');

    await page.getByLabel('Full text').fill('hannah');
    // antd's button-style radios: the label is clicked, the (transparent) input carries the state.
    await page.getByText('Paused', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Paused', exact: true })).toBeChecked();
    await page.getByText('External', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'External', exact: true })).toBeChecked();
    await pickOption(page, page.getByRole('combobox', { name: 'Entry date' }), 'One month');
    await page.getByRole('button', { name: 'Next' }).click();
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
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-management$/);
  });

  test('filters from the address prefill the form; unknown values are dropped', async ({ page, request }) => {
    await loginWithStorage(page, request, demo.owner, { lang: 'de' });
    await page.goto('/dashboard/user-management?status=bogus&affiliation=external');
    await expect(page).toHaveTitle('Benutzerverwaltung | Plakat');
    await expect(page.getByText('Detailsuche')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Extern', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Intern', exact: true })).not.toBeChecked();
    for (const status of ['Aktiv', 'Pausiert', 'Nicht aktiv']) {
      await expect(page.getByRole('radio', { name: status, exact: true })).not.toBeChecked();
    }
    // 'Alle' of the status group is chosen, 'Alle' of the affiliation group is not.
    await expect(page.getByRole('radio', { name: 'Alle' })).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'Alle' }).nth(0)).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Alle' }).nth(1)).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Unternehmen' })).toBeEnabled();
    await screenshot(page, 'user-search', 'de');

    // Submitting keeps only the valid filter.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-management\/list\?/);
    expect(pathOf(page)).toBe('/dashboard/user-management/list?affiliation=external');
  });
});

test('the login page does not load the code of the logged-in features', async ({ page, request }) => {
  const chunks = loggedInChunks();
  const dashboardChunk = chunks.find((f) => f.startsWith('home-'));
  expect(dashboardChunk, `a dashboard chunk in ${distAssets}`).toBeTruthy();

  const loaded = assetRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The login page's own chunk ('public', apps/web/vite.config.ts) loads, the logged-in features' do not.
  expect(loaded.some((f) => f.startsWith('public-'))).toBe(true);
  expect(loaded.filter((f) => chunks.includes(f))).toEqual([]);

  // Control: the dashboard does load its chunk.
  await loginWithStorage(page, request, demo.owner);
  await page.goto('/dashboard');
  await expect(page.getByTestId('tile-userProfile')).toBeVisible();
  expect(loaded).toContain(dashboardChunk);
});
