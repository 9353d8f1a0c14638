import { expect, test } from '@playwright/test';
import { mp4Video, pngImage } from '../apps/server/src/media/test-media.ts';
import { demo, loginWithStorage, screenshot, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import {
  mediaList,
  mediaRows,
  mediaText,
  ownDisplay,
  runTag,
  shutDownAfterEach,
  uploadPoolFile,
} from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 21, the display wizard's "Choose from media pool" in German (English too with E2E_LANGUAGES=both): on the
 * valuation step of a completed display's edit wizard the pool opens in picker mode (pictures only), one picture is
 * chosen and used, the placeholder appears beside the uploaded one; the pool file is then "Used" in the overview, and
 * its delete confirmation names the display. The display and the files are the journey's own.
 */

const createdIds = shutDownAfterEach();

for (const lang of flowLanguages('de')) {
  const m = mediaText(lang);
  const w = (key: string) => tr(lang, 'displayWizard', key);

  test(`a placeholder chosen from the media pool is used by the display (${lang})`, async ({ page, request }) => {
    const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
    const tag = runTag();
    const picture = await uploadPoolFile(request, userToken, `${tag} Platz.png`, await pngImage(1920, 1080, '#722ed1'));
    await uploadPoolFile(request, userToken, `${tag} Film.mp4`, await mp4Video(1));
    const display = await ownDisplay(request, userToken, `picker ${lang}`, createdIds);

    await page.goto(`/dashboard/display-management/edit-display/${display.id}`);
    await page
      .locator('.ant-steps-item')
      .filter({ hasText: w('steps.valuation') })
      .click();
    await expect(page.locator('.ant-steps-item-process .ant-steps-item-title')).toHaveText(w('steps.valuation'));
    const placeholders = page.getByTestId('media-placeholder').getByTestId('media-item');
    await expect(placeholders).toHaveCount(1);

    await page.getByRole('button', { name: tr(lang, 'displayWizard', 'media.fromPool') }).click();
    const picker = page.getByRole('dialog', { name: m('picker.title') });
    const search = picker.getByPlaceholder(m('search.placeholders.keyword'));
    await search.fill(tag);
    await search.press('Enter');
    // Pictures only: the video of the same search is not offered.
    const rows = picker.locator('tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(picture.title);
    const use = picker.getByRole('button', { name: m('picker.use_other', { count: 0 }) });
    await expect(use).toBeDisabled();
    await picker.getByRole('checkbox', { name: m('list.selectRow', { id: picture.onlineId }) }).check();
    await expect(picker.getByText(m('picker.room', { count: 4 }))).toBeVisible();
    await expectNoSeriousA11yViolations(page, `media pool picker (${lang})`);
    await screenshot(page, 'media-picker', lang);
    await picker.getByRole('button', { name: m('picker.use_one', { count: 1 }) }).click();
    await expect(toast(page).getByText(tr(lang, 'apiWizard', 'mediaFromPool'))).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(placeholders).toHaveCount(2);

    // In the pool the picture is used now; deleting it would name the display.
    await page.goto(`${mediaList}?keyword=${tag}&type=image`);
    const row = mediaRows(page).filter({ hasText: picture.title });
    await expect(row).toContainText(m('status.used'));
    await row.getByRole('button', { name: m('list.infoFor', { id: picture.onlineId }) }).click();
    const expanded = page.locator('tr.ant-table-expanded-row');
    await expanded.getByRole('button', { name: m('manage.delete'), exact: true }).click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)').last();
    const place = m('manage.place', {
      kind: m('details.usageKind.displayPlaceholder'),
      id: display.onlineId,
      title: display.title,
    });
    await expect(confirm).toContainText(m('manage.deleteUsedConfirm', { places: place }));
    await confirm.getByRole('button', { name: m('list.cancel') }).click();
    await expect(confirm).toBeHidden();
  });
}
