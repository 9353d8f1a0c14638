import { type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, apiLogin, demo, keys, loginWithStorage, seedStorage } from './support/app.ts';
import { type Created, createCompletedDisplay, shutDown } from './support/displays.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 11, keyboard: the login form and the display list work with the keyboard only: Tab moves to each control,
 * Enter and Space act, Escape closes a dialog, and the focused control always shows a focus indicator.
 */

const createdIds: string[] = [];
test.afterEach(async ({ request }) => {
  const owner = await apiLogin(request, demo.owner);
  await shutDown(request, owner.userToken, createdIds.splice(0));
});

/** Presses Tab until the focused element matches `selector` (at most `max` times); fails when it never does. */
async function tabTo(page: Page, selector: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * The focused element draws a focus indicator: an outline or a box-shadow, not none. antd draws the ring of an input
 * with a prefix or suffix on the wrapper around it, as the login form's plain inputs do.
 */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const el =
      (focused.closest('.ant-input-affix-wrapper, .ant-select, .plain-input') as HTMLElement | null) ?? focused;
    const style = getComputedStyle(el);
    return {
      focusVisible: focused.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : style.outlineStyle,
      shadow: style.boxShadow,
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline !== 'none' || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
}

/** The accessible name of the Info row's first Edit action (displays.json actions.edit and fields.accessibility). */
const editAccessibility = { en: 'Edit: Accessibility', de: 'Bearbeiten: Zugänglichkeit' } as const;

// The journey reads the Edit action's name: once per language. The tile walk below reads no text.
for (const lang of flowLanguages('de')) {
  test(`log in and open a display row and its dialog with the keyboard only (${lang})`, async ({ page, request }) => {
    const owner = await apiLogin(request, demo.owner);
    const display: Created = await createCompletedDisplay(
      request,
      owner.userToken,
      `keyboard ${lang}`,
      { accessibility: 'public', location: 'internal', shareOptions: 'notShare' },
      (id) => createdIds.push(id),
    );

    // The login form: Tab to each field, type, Enter sends it.
    await seedStorage(page, { [keys.language]: lang });
    await page.goto('/login');
    await tabTo(page, 'input[type="email"], input#email');
    await expectVisibleFocus(page);
    await page.keyboard.type(demo.owner);
    await tabTo(page, 'input[type="password"]');
    await page.keyboard.type(DEMO_PASSWORD);
    await tabTo(page, 'button[type="submit"]');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    // The own list, newest first: Tab to the row's Info button, Enter opens the row.
    await page.goto('/dashboard/display-management/own-list?sort=onlineId&sortOrder=desc');
    const row = page.locator(`tr.ant-table-row[data-row-key="${display.id}"]`);
    await expect(row).toContainText(display.title);
    await tabTo(page, `tr[data-row-key="${display.id}"] button.display-expand`, 150);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const info = row.locator('xpath=following-sibling::tr[1][contains(@class, "ant-table-expanded-row")]');
    const edit = info.getByRole('button', { name: editAccessibility[lang] });
    await expect(edit).toBeVisible();

    // Tab into the open row to its first Edit action; Space opens the dialog, the focus is inside it, Escape closes it.
    await tabTo(page, `.ant-table-expanded-row button[aria-label="${editAccessibility[lang]}"]`);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    const dialog = page.locator('.ant-modal-wrap:visible .ant-modal');
    await expect(dialog.locator('.ant-modal-title')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal-wrap')), {
        message: 'focus in dialog',
      })
      .toBe(true);
    await tabTo(page, '.ant-modal-wrap button');
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The focus goes back to the action that opened the dialog.
    await expect(edit).toBeFocused();
  });
}

test('a logged-in user reaches the dashboard tiles and the header actions with Tab', async ({ page, request }) => {
  await loginWithStorage(page, request, demo.owner);
  await page.goto('/dashboard');
  await tabTo(page, 'header a');
  await expectVisibleFocus(page);
  await tabTo(page, '[data-testid^="tile-"] a');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/dashboard$/);
});
