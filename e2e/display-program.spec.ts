import { type Locator, type Page, expect, test } from '@playwright/test';
import { mp4Video, pngImage } from '../apps/server/src/media/test-media.ts';
import { demo, loginWithStorage, screenshot, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { fill } from './support/displays.ts';
import { mediaText, ownDisplay, runTag, shutDownAfterEach, uploadPoolFile, waitProcessed } from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 25, a display's program on its details page, in English (German too with E2E_LANGUAGES=both): empty at first
 * (the placeholders play), a pool picture and a video added at once through the media pool's picker, reordered by drag
 * and drop and back with the move buttons, the picture's seconds, days and hours set; an incomplete time is the
 * server's 400 on its row; saved, read again after a reload, with the loop's length. The display and the files are the
 * journey's own.
 */

const createdIds = shutDownAfterEach();
const ownList = '/dashboard/display-management/own-list';

for (const lang of flowLanguages('en')) {
  const p = (key: string, values: Record<string, string | number> = {}) =>
    fill(tr(lang, 'displayProgram', `program.${key}`), values);
  const m = mediaText(lang);
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

  test(`program: add, reorder, schedule, save and read again (${lang})`, async ({ page, request }) => {
    const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
    const tag = runTag();
    const picture = await uploadPoolFile(request, userToken, `${tag} Bild.png`, await pngImage(1280, 720, '#13c2c2'));
    const video = await uploadPoolFile(request, userToken, `${tag} Film.mp4`, await mp4Video(2));
    await waitProcessed(request, userToken, video.id);
    const display = await ownDisplay(request, userToken, `program ${lang}`, createdIds);

    await page.goto(`${ownList}/${display.id}`);
    const section = page.getByTestId('program-section');
    await expect(section).toContainText(p('empty'));
    await expect(section.getByTestId('loop-length')).toHaveText(p('preview.loop', { length: '0:00' }));

    // Both files at once from the pool (pictures and videos).
    await section.getByRole('button', { name: p('add') }).click();
    const picker = page.getByRole('dialog', { name: p('pickerTitle') });
    const search = picker.getByPlaceholder(m('search.placeholders.keyword'));
    await search.fill(tag);
    await search.press('Enter');
    await expect(picker.locator('tr.ant-table-row')).toHaveCount(2);
    await picker.getByRole('checkbox', { name: m('list.selectRow', { id: picture.onlineId }) }).check();
    await picker.getByRole('checkbox', { name: m('list.selectRow', { id: video.onlineId }) }).check();
    await picker.getByRole('button', { name: m('picker.useFiles_other', { count: 2 }) }).click();
    await expect(picker).toBeHidden();
    const rows = section.getByTestId('program-row');
    await expect(rows).toHaveCount(2);
    await expect(section.getByText(p('unsaved'))).toBeVisible();
    const titles = () => rows.locator('.ant-typography strong').allInnerTexts();
    await expect.poll(titles).toEqual([picture.title, video.title]);

    // Drag the video above the picture by its handle, then back with the keyboard's buttons.
    await dragOnto(page, rows.nth(1).getByRole('img', { name: p('drag', { title: video.title }) }), rows.nth(0));
    await expect.poll(titles).toEqual([video.title, picture.title]);
    await section.getByRole('button', { name: p('moveDown', { title: video.title }) }).click();
    await expect.poll(titles).toEqual([picture.title, video.title]);
    await expect(rows.nth(1)).toContainText(p('videoLength', { seconds: 2 }));

    // The picture: 15 seconds, Monday and Friday, from 08:00; the missing end is the server's 400 on its row.
    const first = rows.nth(0);
    await first.getByRole('spinbutton', { name: p('durationOf', { title: picture.title }) }).fill('15');
    await first.getByRole('button', { name: dayName(1) }).click();
    await first.getByRole('button', { name: dayName(5) }).click();
    await expect(first.getByRole('button', { name: dayName(5) })).toHaveAttribute('aria-pressed', 'true');
    await first.getByLabel(p('fromOf', { title: picture.title })).fill('08:00');
    await section.getByTestId('program-save').click();
    await expect(first.getByRole('alert')).toContainText(tr(lang, 'validation', 'timeOfDay'));
    await first.getByLabel(p('toOf', { title: picture.title })).fill('18:00');
    await expect(first.getByRole('alert')).toHaveCount(0);
    await expect(section.getByTestId('loop-length')).toHaveText(p('preview.loop', { length: '0:17' }));
    await expectNoSeriousA11yViolations(page, `display program (${lang})`);
    await screenshot(page, 'display-program', lang);
    await section.getByTestId('program-save').click();
    await expect(toast(page).getByText(p('saved'))).toBeVisible();
    await expect(section.getByText(p('unsaved'))).toBeHidden();

    // Kept: order, seconds, days and hours, and the loop's length.
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect.poll(titles).toEqual([picture.title, video.title]);
    await expect(first.getByRole('spinbutton', { name: p('durationOf', { title: picture.title }) })).toHaveValue('15');
    for (const day of [1, 5])
      await expect(first.getByRole('button', { name: dayName(day) })).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByRole('button', { name: dayName(2) })).toHaveAttribute('aria-pressed', 'false');
    await expect(first.getByLabel(p('fromOf', { title: picture.title }))).toHaveValue('08:00');
    await expect(first.getByLabel(p('toOf', { title: picture.title }))).toHaveValue('18:00');
    await expect(section.getByTestId('loop-length')).toHaveText(p('preview.loop', { length: '0:17' }));
    await expect(section.getByRole('button', { name: p('preview.pause') })).toBeVisible();
  });
}

/** Native HTML5 drag and drop from `handle` onto `target` (the row it lands on takes the dragged row). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await handle.hover();
  await page.mouse.down();
  const box = await target.boundingBox();
  if (!box) throw new Error('no drop target');
  await page.mouse.move(box.x + box.width / 2, box.y + 10, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2, box.y + 12, { steps: 2 });
  await page.mouse.up();
}
