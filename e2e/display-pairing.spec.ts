import { type Locator, type Page, expect, test } from '@playwright/test';
import { e2e } from '../playwright.config.ts';
import { demo, loginWithStorage, screenshot, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { fill } from './support/displays.ts';
import { ownDisplay, shutDownAfterEach } from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 25, pairing a screen by its code, in English (German too with E2E_LANGUAGES=both): the screen asks for a code
 * (POST /api/player/pairings, as the player does), the owner opens the display's Info row, "Pair a screen", types the
 * code in lower case with a space, sees it as ABC-234 and pairs; the screen's poll then answers its credential. A code
 * of the wrong shape is refused before it is sent, a well-formed but unknown code by the server, on the field. The
 * details page offers the same dialog. The display is the journey's own.
 */

const createdIds = shutDownAfterEach();
const ownList = '/dashboard/display-management/own-list';
const rowOf = (page: Page, id: string) => page.locator(`tr.ant-table-row[data-row-key="${id}"]`);
const expandedOf = (row: Locator) =>
  row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');

for (const lang of flowLanguages('en')) {
  const p = (key: string, values: Record<string, string | number> = {}) =>
    fill(tr(lang, 'displayProgram', `pairing.${key}`), values);

  test(`pair a screen by the code it shows (${lang})`, async ({ page, request }) => {
    const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
    const display = await ownDisplay(request, userToken, `pair ${lang}`, createdIds);
    const started = await request.post(`${e2e.baseURL}/api/player/pairings`);
    expect(started.status()).toBe(201);
    const screen = (await started.json()) as { pairingId: string; code: string; secret: string };

    await page.goto(`${ownList}?sort=onlineId&sortOrder=desc`);
    const row = rowOf(page, display.id);
    await expect(row).toContainText(display.title);
    await row
      .getByRole('button', { name: tr(lang, 'displays', 'table.infoFor').replace('{{id}}', String(display.onlineId)) })
      .click();
    const info = expandedOf(row);
    await info.getByRole('button', { name: p('open') }).click();
    const dialog = page.getByRole('dialog', { name: p('title', { title: display.title }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${e2e.baseURL}/player`);
    const field = dialog.getByLabel(p('code'));
    const pair = dialog.getByRole('button', { name: p('submit') });

    // The wrong shape (an O, which codes never hold) is refused here; a well-formed unknown code by the server.
    await field.fill('abc-12o');
    await pair.click();
    await expect(dialog).toContainText(tr(lang, 'validation', 'pairingCode'));
    const unknown = screen.code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    await field.fill(unknown.toLowerCase());
    await expect(field).toHaveValue(`${unknown.slice(0, 3)}-${unknown.slice(3)}`);
    await pair.click();
    await expect(dialog).toContainText(tr(lang, 'apiPlayer', 'codeInvalid'));

    // Typed as somebody reads it out: lower case, a space in the middle; shown as the screen shows it.
    await field.fill(`${screen.code.slice(0, 3).toLowerCase()} ${screen.code.slice(3).toLowerCase()}`);
    await expect(field).toHaveValue(`${screen.code.slice(0, 3)}-${screen.code.slice(3)}`);
    await expect(dialog).not.toContainText(tr(lang, 'apiPlayer', 'codeInvalid'));
    await expectNoSeriousA11yViolations(page, `pair a screen (${lang})`);
    await screenshot(page, 'pair-screen', lang);
    await pair.click();
    await expect(toast(page).getByText(tr(lang, 'apiPlayer', 'paired'))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The screen's next poll gets its credential for this display.
    const poll = await request.post(`${e2e.baseURL}/api/player/pairings/poll`, {
      data: { pairingId: screen.pairingId, secret: screen.secret },
    });
    expect(await poll.json()).toMatchObject({ status: 'paired', displayId: display.id });

    // The details page offers the same dialog.
    await page.goto(`${ownList}/${display.id}`);
    await page.getByRole('button', { name: p('open') }).click();
    await expect(page.getByRole('dialog', { name: p('title', { title: display.title }) })).toBeVisible();
    await expect(page.getByText(p('help'))).toBeVisible();

    // From the screen's QR code: the overview says what to do with the code, and the row's dialog starts with it.
    const next = (await (await request.post(`${e2e.baseURL}/api/player/pairings`)).json()) as { code: string };
    const shown = `${next.code.slice(0, 3)}-${next.code.slice(3)}`;
    await page.goto(`${ownList}?sort=onlineId&sortOrder=desc&pair=${next.code}`);
    await expect(page.getByTestId('pair-code-notice')).toContainText(p('fromScreen.title', { code: shown }));
    await row
      .getByRole('button', { name: tr(lang, 'displays', 'table.infoFor').replace('{{id}}', String(display.onlineId)) })
      .click();
    await info.getByRole('button', { name: p('open') }).click();
    await expect(dialog.getByLabel(p('code'))).toHaveValue(shown);
  });
}
