import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { demo, loginWithStorage, screenshot } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The own overview's fleet view (issue 25), in German (English too with E2E_LANGUAGES=both): the map shows the search's
 * displays with coordinates as pins and clusters (on a plain background here: no tile server is reachable), a pin opens
 * that display's Info row below the map, the view stays in the address; the CSV export downloads the current search
 * with the language's separator and headers. Reads only; the demo data stays as it is.
 */
const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';
const headers = (lang: 'en' | 'de') => {
  const file = path.join(import.meta.dirname, '..', 'packages/shared/src/i18n', lang, 'apiDisplayExport.json');
  return Object.values((JSON.parse(readFileSync(file, 'utf8')) as { columns: Record<string, string> }).columns);
};

/** Clicks into clusters until a single pin is drawn; answers it. */
async function firstPin(page: Page) {
  const pins = page.locator('.leaflet-marker-icon[data-display-id]');
  for (let i = 0; i < 8 && (await pins.count()) === 0; i++) {
    await page.locator('.leaflet-marker-icon[data-cluster-size]').first().click();
    await page.waitForTimeout(400);
  }
  return pins.first();
}

for (const lang of flowLanguages('de')) {
  const t = (key: string) => tr(lang, 'displayFleet', key);

  test(`the map shows the displays and a pin opens its row (${lang})`, async ({ page, request }) => {
    const login = await loginWithStorage(page, request, demo.owner, { lang });
    const answer = await request.post(`${base}/api/displays/map`, { headers: bearer(login.userToken), data: {} });
    const { pins } = (await answer.json()) as { pins: { id: string; onlineId: number; title: string }[] };
    expect(pins.length, 'the demo data has displays with coordinates').toBeGreaterThan(0);

    await page.goto(ownList);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await page.getByRole('button', { name: t('bar.map'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?view=map');
    await expect(page.getByTestId('fleet-map')).toBeVisible();
    await expect(page.locator('tr.ant-table-row').first()).toBeHidden();
    const markers = page.locator('.leaflet-marker-icon');
    await expect(markers.first()).toBeVisible();
    // Every pin is drawn, alone or within a cluster.
    const drawn = await markers.evaluateAll((els) =>
      els.reduce((sum, el) => sum + Number(el.getAttribute('data-cluster-size') ?? 1), 0),
    );
    expect(drawn).toBe(pins.length);
    await screenshot(page, 'fleet-map', lang);
    await expectNoSeriousA11yViolations(page, `fleet map (${lang})`);

    const pin = await firstPin(page);
    const id = await pin.getAttribute('data-display-id');
    const display = pins.find((p) => p.id === id);
    expect(display).toBeDefined();
    await pin.click();
    const selected = page.getByTestId('fleet-selected');
    await expect(selected).toContainText(`${display?.onlineId}: ${display?.title}`);
    await expect(selected.locator('.ant-descriptions').first()).toBeVisible();
    await screenshot(page, 'fleet-map-selected', lang);
    await expectNoSeriousA11yViolations(page, `fleet map with a row (${lang})`);

    // The view is in the address: a reload shows the map again; the table button goes back.
    await page.reload();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await page.getByRole('button', { name: t('bar.table'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
  });

  test(`the CSV export downloads the current search (${lang})`, async ({ page, request }) => {
    const login = await loginWithStorage(page, request, demo.owner, { lang });
    const search = await request.post(`${base}/api/displays/search?keyword=a&limit=100`, {
      headers: bearer(login.userToken),
      data: {},
    });
    const { displays, totalCount } = (await search.json()) as {
      displays: { onlineId: number; title: string }[];
      totalCount: number;
    };
    expect(totalCount).toBeGreaterThan(0);

    await page.goto(`${ownList}?keyword=a`);
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('bar.export') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^displays-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path()) as string, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const separator = lang === 'de' ? ';' : ',';
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(headers(lang).join(separator));
    const first = displays[0];
    const row = lines.find((line) => line.startsWith(`${first.onlineId}${separator}`));
    expect(row).toContain(first.title);
    const access = ['public', 'private'].map(
      (a) => `${separator}${tr(lang, 'displays', `accessibility.${a}`)}${separator}`,
    );
    expect(access.some((cell) => row?.includes(cell))).toBe(true);
    // One line per display of the search (no line break in the demo's texts), the last line ends the file.
    expect(lines.filter(Boolean)).toHaveLength(totalCount + 1);
  });
}
