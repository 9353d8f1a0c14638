import { type Locator, type Page, type Response, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { apiLogin, demo, loginWithStorage, toast } from './support/app.ts';
import { type Created, bearer, createCompletedDisplay } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Shutting displays down and the bulk actions of the own overview (displays spec 02 §2, §4), in German (English too
 * with E2E_LANGUAGES=both): a shutdown from a display's open Info row answers the success toast only (its details are
 * not fetched again into a 'Not found.' toast); bulk shutdown, lock and unlock leave out the selected rows they cannot
 * or need not change, the confirmation says which and why, and a button with nothing left is disabled with the reason.
 * A row checked while the address is still being rewritten to its canonical form stays checked.
 *
 * Every test makes its own completed displays in the demo company and shuts the rest down afterwards.
 */

const base = e2e.baseURL;
const ownList = '/dashboard/display-management/own-list';

const texts = {
  en: {
    info: (id: number) => `Show information about display ${id}`,
    shutdown: 'Shut down',
    lock: 'Lock',
    shutdownOne: 'Shut down display',
    shutdownDone: 'The selected display(s) were shut down',
    skippedLocked: (id: number) => `Display ${id} is locked and is left out. Unlock it first.`,
    skippedAlreadyLocked: (id: number) => `Display ${id} is already locked and is left out.`,
    nothingLeft: 'The selected displays are locked. Unlock them first.',
    notFound: 'Not found.',
  },
  de: {
    info: (id: number) => `Informationen zu Display ${id} anzeigen`,
    shutdown: 'Stilllegen',
    lock: 'Sperren',
    shutdownOne: 'Display stilllegen',
    shutdownDone: 'Die ausgewählten Displays wurden stillgelegt',
    skippedLocked: (id: number) => `Display ${id} ist gesperrt und wird ausgelassen. Entsperren Sie es zuerst.`,
    skippedAlreadyLocked: (id: number) => `Display ${id} ist bereits gesperrt und wird ausgelassen.`,
    nothingLeft: 'Die ausgewählten Displays sind gesperrt. Entsperren Sie sie zuerst.',
    notFound: 'Nicht gefunden.',
  },
} as const;

/** Displays the running test created; unlocked and shut down after it, pass or fail (one by one: some are gone). */
const createdIds: string[] = [];
test.afterEach(async ({ request }) => {
  if (createdIds.length === 0) return;
  const headers = bearer((await apiLogin(request, demo.owner)).userToken);
  for (const id of createdIds.splice(0)) {
    await request.patch(`${base}/api/displays/changeLockStatus`, {
      headers,
      data: { displayIds: [id], action: 'unlock' },
    });
    await request.patch(`${base}/api/displays/shutdown`, { headers, data: { displayIds: [id] } });
  }
});

const general = { accessibility: 'public', location: 'internal', shareOptions: 'notShare' } as const;
const rowOf = (page: Page, id: string) => page.locator(`tr.ant-table-row[data-row-key="${id}"]`);
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const errorToast = (page: Page) => page.locator('.ant-message-notice .ant-message-error');
/** A bulk action of the selection bar: its name is its text alone (its icon is hidden from assistive technology). */
const bulkButton = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true }).first();

async function newestFirst(page: Page, displays: Created[]) {
  await page.goto(`${ownList}?sort=onlineId&sortOrder=desc`);
  for (const d of displays) await expect(rowOf(page, d.id)).toContainText(d.title);
}

// Reads no text (a checkbox and the address only): once, in English.
test('a row checked while the address is rewritten stays checked, and the list is asked for once (slow CPU)', async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, demo.owner);
  const display = await createCompletedDisplay(request, owner.userToken, 'rewrite', general, (id) =>
    createdIds.push(id),
  );
  await loginWithStorage(page, request, demo.owner);
  // A slow machine (as a loaded CI runner): the rewritten address commits after the first rows are shown and clicked.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  let searches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/displays/search')) searches++;
  });
  // sort=onlineId is the default sort: the page rewrites the address to ?sortOrder=desc, the same query.
  await page.goto(`${ownList}?sort=onlineId&sortOrder=desc`);
  const checkbox = rowOf(page, display.id).locator('.ant-checkbox-input');
  await checkbox.check();
  await expect.poll(() => new URL(page.url()).search).toBe('?sortOrder=desc');
  await page.waitForLoadState('networkidle');
  await expect(checkbox).toBeChecked();
  expect(searches, 'the rewritten address asks for the same list, which is already there').toBe(1);
});

for (const lang of flowLanguages('de')) {
  const L = texts[lang];

  test(`shut down from an open Info row: the success toast, no 'Not found.' (${lang})`, async ({ page, request }) => {
    const owner = await apiLogin(request, demo.owner);
    const display = await createCompletedDisplay(request, owner.userToken, `shutdown ${lang}`, general, (id) =>
      createdIds.push(id),
    );
    await loginWithStorage(page, request, demo.owner, { lang });
    await newestFirst(page, [display]);
    const row = rowOf(page, display.id);
    await row.getByRole('button', { name: L.info(display.onlineId) }).click();
    const info = row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
    await info.getByRole('button', { name: new RegExp(`${L.shutdown}$`) }).click();
    await expect(dialog(page).locator('.ant-modal-title')).toHaveText(L.shutdownOne);

    const detailAnswers: Response[] = [];
    page.on('response', (r) => {
      if (r.url().includes(`/api/displays/getExpandedInfo/${display.id}`)) detailAnswers.push(r);
    });
    await dialog(page).getByRole('button', { name: L.shutdown, exact: true }).click();
    await expect(toast(page)).toContainText(L.shutdownDone);
    await expect(row).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(detailAnswers.map((r) => r.status())).not.toContain(404);
    await expect(errorToast(page)).toHaveCount(0);
    await expect(toast(page)).not.toContainText(L.notFound);
  });

  test(`bulk actions leave locked displays out and say so (${lang})`, async ({ page, request }) => {
    const owner = await apiLogin(request, demo.owner);
    const track = (id: string) => createdIds.push(id);
    const free = await createCompletedDisplay(request, owner.userToken, `bulk free ${lang}`, general, track);
    const locked = await createCompletedDisplay(request, owner.userToken, `bulk locked ${lang}`, general, track);
    const lockRes = await request.patch(`${base}/api/displays/changeLockStatus`, {
      headers: bearer(owner.userToken),
      data: { displayIds: [locked.id], action: 'lock' },
    });
    expect(lockRes.status()).toBe(200);
    await loginWithStorage(page, request, demo.owner, { lang });
    await newestFirst(page, [free, locked]);
    const check = (d: Created) => rowOf(page, d.id).locator('.ant-checkbox-input').check();

    // Only the locked display selected: nothing to shut down, the button says why.
    await check(locked);
    const shutdownButton = bulkButton(page, L.shutdown);
    await expect(shutdownButton).toBeDisabled();
    // The pointer comes from outside, as a person's does (it may still rest where the checkbox was clicked); a person
    // who does not see the reason at once moves the pointer again.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await shutdownButton.locator('xpath=..').hover();
      await expect(page.getByRole('tooltip').filter({ hasText: L.nothingLeft })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });

    // Both selected: Lock leaves the locked one out and says so (then cancelled).
    await check(free);
    await bulkButton(page, L.lock).click();
    await expect(dialog(page)).toContainText(L.skippedAlreadyLocked(locked.onlineId));
    await dialog(page)
      .getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Abbrechen' })
      .click();
    await expect(dialog(page)).toHaveCount(0);

    // Shut down: one display goes, the locked one is named and left out; the request carries only the other.
    await expect(shutdownButton).toBeEnabled();
    await shutdownButton.click();
    const modal: Locator = dialog(page);
    await expect(modal.locator('.ant-modal-title')).toHaveText(L.shutdownOne);
    await expect(modal).toContainText(L.skippedLocked(locked.onlineId));
    const sent = page.waitForRequest((r) => r.url().includes('/api/displays/shutdown') && r.method() === 'PATCH');
    await modal.getByRole('button', { name: L.shutdown, exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ displayIds: [free.id] });
    await expect(toast(page)).toContainText(L.shutdownDone);
    await expect(rowOf(page, free.id)).toHaveCount(0);
    await expect(rowOf(page, locked.id)).toBeVisible();
    await expect(errorToast(page)).toHaveCount(0);
  });
}
