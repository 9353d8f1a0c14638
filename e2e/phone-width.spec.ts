import { type Locator, type Page, expect, test } from '@playwright/test';
import { apiLogin, demo, loginWithStorage, screenshot } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { createCompletedDisplay, shutDown } from './support/displays.ts';

/**
 * Issue 20, phone width: at 390 and 360 px, in English and German, the display details page (long description and
 * keywords), the wizard's availability grid, the company tab, the dashboard and the user search fit the screen: the
 * document never scrolls sideways, and the named controls are shown whole (not cut off by the screen or by a box
 * that clips), so every hour, 'All day' and 'Clear' can be reached. Each page also passes axe at 390 px.
 */

type Lang = 'en' | 'de';
const widths = [390, 360];
// A phone: a touch screen besides the mouse that Playwright's clicks use.
test.use({ hasTouch: true });

/** Long words a phone cannot fit on one line: a URL, German compounds, a keyword of the maximum length (50). */
const description =
  'Großes Display im Schaufenster an der Friedrichstraße, gut sichtbar für Passanten und Fahrgäste der ' +
  'Straßenbahnhaltestelle; Ansprechpartner ist die Hausmeisterdienstrufbereitschaftsnummernverwaltung. ' +
  'https://example.com/dokumentation/displays/schaufenster-friedrichstrasse-hauptbahnhof-nord-erdgeschoss';
const keywords = ['Donaudampfschifffahrtsgesellschaftskapitänsmützen', 'Schaufensterwerbung', 'Fußgängerzone'];

const createdIds: string[] = [];
test.afterEach(async ({ request }) => {
  if (createdIds.length === 0) return;
  const owner = await apiLogin(request, demo.owner);
  await shutDown(request, owner.userToken, createdIds.splice(0));
});

/**
 * How many pixels of the element's text (or of the element itself when it has none) are cut off at the sides: by the
 * window or by any box around it that clips its overflow (a scroll box, an ellipsis label).
 */
const clippedPixels = (target: Locator) =>
  target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = text.width > 0 ? text : element.getBoundingClientRect();
    let left = 0;
    let right = window.innerWidth;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).overflowX === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left + node.clientLeft);
      right = Math.min(right, clip.left + node.clientLeft + node.clientWidth);
    }
    return Math.round(Math.max(0, left - box.left) + Math.max(0, box.right - right));
  });

async function expectShownWhole(targets: Locator, what: string) {
  const all = await targets.all();
  expect(all.length, `${what}: found`).toBeGreaterThan(0);
  for (const [i, target] of all.entries()) {
    expect.soft(await clippedPixels(target), `${what} #${i + 1} is cut off by (px)`).toBe(0);
  }
}

/** A finger's swipe that starts on `from` and moves down by 200 px (which scrolls the page up). */
async function swipeDown(page: Page, from: Locator) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 20 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** At each phone width: the document does not scroll sideways and `shown` holds; then axe at the first width. */
async function checkPage(page: Page, label: string, shown: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    // Two frames: antd's breakpoints and the layout follow the new width.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${label} at ${width} px: the document is wider than the window by (px)`).toBe(0);
    await shown();
  }
  await page.setViewportSize({ width: widths[0], height: 844 });
  await expectNoSeriousA11yViolations(page, `${label} at ${widths[0]} px`);
}

for (const lang of ['en', 'de'] as const satisfies Lang[]) {
  test(`details, availability grid, company tab, dashboard and user search fit a phone (${lang})`, async ({
    page,
    request,
  }) => {
    const owner = await apiLogin(request, demo.owner);
    const display = await createCompletedDisplay(
      request,
      owner.userToken,
      `phone ${lang}`,
      { accessibility: 'public', location: 'internal', shareOptions: 'notShare' },
      (id) => createdIds.push(id),
      { description, keywords },
    );
    await page.setViewportSize({ width: widths[0], height: 844 });
    await loginWithStorage(page, request, demo.owner, { lang });

    await page.goto(`/dashboard/display-management/own-list/${display.id}`);
    const calendar = page.getByRole('table', { name: tr(lang, 'displays', 'details.calendar') });
    await expect(calendar).toBeVisible();
    await checkPage(page, `display details (${lang})`, async () => {
      await expectShownWhole(page.getByText('Hausmeisterdienstrufbereitschaftsnummernverwaltung'), 'description');
      for (const keyword of keywords) await expectShownWhole(page.getByText(keyword, { exact: true }), keyword);
      await expectShownWhole(calendar.locator('tbody tr td:last-child'), 'calendar cell of the last hour');
      await expectShownWhole(calendar.locator('tbody th'), 'calendar day');
    });
    await screenshot(page, 'phone-display-details', lang);

    await page.goto(`/dashboard/display-management/edit-display/${display.id}`);
    await page.getByTestId('wizard-next').click();
    const grid = page.getByRole('group', { name: tr(lang, 'displayWizard', 'fields.availability'), exact: true });
    await expect(grid).toBeVisible();
    const allDay = tr(lang, 'displayWizard', 'availability.allDay');
    const clear = tr(lang, 'displayWizard', 'availability.clear');
    await checkPage(page, `wizard availability (${lang})`, async () => {
      await expectShownWhole(grid.locator('[data-hour="0"], [data-hour="23"]'), 'first and last hour');
      await expectShownWhole(grid.getByRole('button', { name: allDay, exact: true }), allDay);
      await expectShownWhole(grid.getByRole('button', { name: clear, exact: true }), clear);
      await expectShownWhole(page.getByText(tr(lang, 'displayWizard', 'availability.hint')), 'hint');
    });
    // The last hour is in reach: 'All day' switches it on, a tap switches it off again.
    const sunday = grid.locator('[data-day="sun"]');
    const lastHour = sunday.locator('[data-hour="23"]');
    await sunday.getByRole('button', { name: allDay, exact: true }).click();
    await expect(lastHour).toHaveAttribute('aria-pressed', 'true');
    await lastHour.tap();
    await expect(lastHour).toHaveAttribute('aria-pressed', 'false');
    // A finger that swipes over the hours scrolls the page and switches nothing.
    const pressed = grid.locator('[aria-pressed="true"]');
    const pressedBefore = await pressed.count();
    const wednesday5 = grid.locator('[data-day="wed"] [data-hour="5"]');
    await wednesday5.scrollIntoViewIfNeeded();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await swipeDown(page, wednesday5);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledBefore - 100);
    await expect(pressed).toHaveCount(pressedBefore);
    await expect(wednesday5).toHaveAttribute('aria-pressed', 'false');
    await screenshot(page, 'phone-wizard-availability', lang);

    await page.goto('/dashboard/user-profile?tab=company');
    const form = page.getByTestId('company-details-form');
    await expect(form.getByLabel(tr(lang, 'registration', 'fields.houseNumber'))).toBeVisible();
    await checkPage(page, `company tab (${lang})`, async () => {
      await expectShownWhole(form.locator('.ant-form-item-label label'), 'field label');
      await expectShownWhole(
        form.getByText(tr(lang, 'registration', 'fields.houseNumber'), { exact: true }),
        'house number label',
      );
    });
    await screenshot(page, 'phone-company-tab', lang);

    await page.goto('/dashboard');
    await expect(page.locator('[data-testid^="tile-"]').first()).toBeVisible();
    await checkPage(page, `dashboard (${lang})`, async () => {
      await expectShownWhole(page.locator('[data-testid^="tile-"]'), 'dashboard tile');
    });

    await page.goto('/dashboard/user-management');
    await expect(page.locator('form').first()).toBeVisible();
    await checkPage(page, `user search (${lang})`, async () => {
      await expectShownWhole(page.locator('form .ant-form-item-label label'), 'search field label');
    });
  });
}

test.describe.configure({ timeout: 120_000 });
