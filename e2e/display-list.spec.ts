import { type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, pickOption, screenshot } from './support/app.ts';
import { bearer } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The display overviews' address and layout (displays spec 02 §2 'Search state'), in German (English too with
 * E2E_LANGUAGES=both): invalid and default values leave the address, a page past the last one becomes the last page,
 * both overviews fit a 1024 px window with their Statuses column in view, and the partner overview finds displays by
 * every stored visitor band, 'more than 2000 visitors' included, and on a phone (390 px) both show each display's title
 * in full, its statuses and its actions without the page scrolling sideways. Reads only; the demo data stays as it is.
 */

const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const partnerList = '/dashboard/display-management/partner-list';
const search = (page: Page) => new URL(page.url()).search;

const texts = {
  en: {
    statuses: 'Statuses',
    categoryData: 'Category / Data',
    sortByDate: 'Sort by creation date',
    visitors: 'Number of visitors',
    moreThan2000: 'more than 2000 visitors',
    active: 'Active',
    finishSetup: 'Finish Setup',
  },
  de: {
    statuses: 'Status',
    categoryData: 'Kategorie / Daten',
    sortByDate: 'Nach Anlagedatum sortieren',
    visitors: 'Besucherzahl',
    moreThan2000: 'mehr als 2000 Besucher',
    active: 'Aktiv',
    finishSetup: 'Einrichtung abschließen',
  },
} as const;

type ListAnswer = { displays: { id: string; title: string; status: string; isActive: boolean }[] };

/** The first page of an overview as the server answers it (default sort: by display id). */
async function firstPage(page: Page, token: string, path: string): Promise<ListAnswer['displays']> {
  const res = await page.request.post(`${base}${path}`, { headers: bearer(token), data: {} });
  expect(res.status()).toBe(200);
  return ((await res.json()) as ListAnswer).displays;
}

async function ownTotal(page: Page, token: string) {
  const res = await page.request.post(`${base}/api/displays/search`, { headers: bearer(token), data: {} });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totalCount: number }).totalCount;
}

test('the address keeps only valid, non-default values and a page that exists', async ({ page, request }) => {
  const login = await loginWithStorage(page, request, demo.owner);
  const total = await ownTotal(page, login.userToken);
  const last = Math.ceil(total / 10);
  expect(last).toBeGreaterThan(1);
  const rows = page.locator('tr.ant-table-row');

  // Invalid and unknown values and defaults are dropped from the address itself.
  await page.goto(`${ownList}?perPage=7&status=bogus&sort=title;drop&page=abc&keyword=Lobby&foo=bar&sortOrder=asce`);
  await expect.poll(() => search(page)).toBe('?keyword=Lobby');
  await expect(page.getByPlaceholder('Display ID, title or serial number')).toHaveValue('Lobby');

  // A page past the last one: the last page, in the address too.
  await page.goto(`${ownList}?page=99&sort=title`);
  await expect.poll(() => search(page)).toBe(`?page=${last}&sort=title`);
  await expect(page.locator('.ant-pagination-item-active').first()).toHaveText(String(last));
  await expect(rows).toHaveCount(total - (last - 1) * 10);
  // With everything on one page, page 1, which the address leaves out.
  await page.goto(`${ownList}?page=5&perPage=100`);
  await expect.poll(() => search(page)).toBe('?perPage=100');
  await expect(rows).toHaveCount(total);

  // The partner overview: a visitor band that does not exist is dropped, the others stay.
  await page.goto(`${partnerList}?visitorCount=9&rating=3&companyId=nope`);
  await expect.poll(() => search(page)).toBe('?rating=3');
});

for (const lang of flowLanguages('de')) {
  const L = texts[lang];

  test(`1024 px: both overviews show their Statuses column without sideways scrolling (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await loginWithStorage(page, request, demo.owner, { lang });
    for (const [path, name] of [
      [ownList, 'own-list-1024'],
      [partnerList, 'partner-list-1024'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
      const area = page.locator('.ant-table-content').first();
      const fits = await area.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `${path}: the table fits without scrolling sideways`).toBe(true);
      const header = page.locator('th').filter({ hasText: new RegExp(`^${L.statuses}$`) });
      const [cell, box] = [await header.boundingBox(), await area.boundingBox()];
      expect(cell && box && cell.x + cell.width <= box.x + box.width + 1, `${path}: Statuses column in view`).toBe(
        true,
      );
      await screenshot(page, name, lang);
    }
    // The composite columns say which of their values they sort by.
    await page.locator('th.ant-table-column-has-sorters').filter({ hasText: L.categoryData }).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: L.sortByDate })).toBeVisible();
  });

  test(`partner overview: the visitor filter finds displays with more than 2000 visitors (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, demo.owner);
    const expected = await request.post(`${base}/api/partnerDisplays/search`, {
      headers: bearer(owner.userToken),
      data: { visitorCount: 5 },
    });
    expect(expected.status()).toBe(200);
    const { totalCount } = (await expected.json()) as { totalCount: number };
    expect(totalCount, 'the demo partner shares a display with more than 2000 visitors').toBeGreaterThan(0);

    await loginWithStorage(page, request, demo.owner, { lang });
    await page.goto(`${partnerList}/search`);
    await pickOption(page, page.getByLabel(L.visitors, { exact: true }), L.moreThan2000);
    const answer = page.waitForResponse((r) => r.url().includes('/api/partnerDisplays/search'));
    await page.locator('form button[type="submit"]').click();
    expect((await answer).status()).toBe(200);
    await expect.poll(() => search(page)).toBe('?visitorCount=5');
    await expect(page.locator('tr.ant-table-row')).toHaveCount(totalCount);
  });

  test(`390 px: both overviews show each title in full, its statuses and actions, no sideways scrolling (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const login = await loginWithStorage(page, request, demo.owner, { lang });
    for (const [path, api, name] of [
      [ownList, '/api/displays/search', 'own-list-390'],
      [partnerList, '/api/partnerDisplays/search', 'partner-list-390'],
    ] as const) {
      const displays = await firstPage(page, login.userToken, api);
      expect(displays.length, `${path}: the demo data has displays`).toBeGreaterThan(0);
      await page.goto(path);
      const rows = page.locator('tr.ant-table-row');
      await expect(rows).toHaveCount(displays.length);
      // The quick search form loads beside the list: the page is measured with it.
      await expect(page.locator('form').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
      for (const [i, display] of displays.slice(0, 3).entries()) {
        const title = rows.nth(i).getByText(display.title, { exact: true });
        await expect(title).toBeVisible();
        // Within its cell and within the window: not cut off, not scrolled out of view.
        const readable = await title.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const cell = (el.closest('td') as HTMLElement).getBoundingClientRect();
          return box.left >= Math.max(0, cell.left) && box.right <= Math.min(cell.right, window.innerWidth);
        });
        expect(readable, `${path}: '${display.title}' is readable in full`).toBe(true);
      }
      const active = displays.findIndex((d) => d.status === 'completed' && d.isActive);
      if (active >= 0) await expect(rows.nth(active).getByRole('img', { name: L.active, exact: true })).toBeVisible();
      await screenshot(page, name, lang);
    }
    // The own overview's row actions: an unfinished display offers Finish Setup on the phone too.
    await page.goto(`${ownList}?status=draft`);
    await expect(page.locator('tr.ant-table-row').first().getByRole('button', { name: L.finishSetup })).toBeVisible();
  });
}
