import { type Locator, type Page, expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/media/test-media.ts';
import { demo, loginWithStorage, pickOption, screenshot, selectOf, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import {
  addressQuery,
  expectNoSidewaysScroll,
  mediaList,
  mediaRows,
  mediaSearchPath,
  mediaText,
  runTag,
  uploadPoolFile,
} from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 21, the media pool overview (spec 02 §2-§4) in English (German too with E2E_LANGUAGES=both): the search lives
 * in the address (quick search, filters opened from an address, invalid values dropped, the detailed search keeping the
 * query), sort, order and page size; the grid view remembered after a reload; the expanded row (zoom, the video player,
 * the media type and its rules explained before the click, the access level, archive and unarchive with the blocked
 * actions' reasons); bulk delete with its popover; axe on list, expanded row and grid; the page at 390 px. The files a
 * journey changes are its own (uploaded through the API, a tag in their titles); the demo files are only read.
 */

/** An antd button-style radio by its label (the visible part a user clicks). */
const radioButton = (scope: Locator, label: string) =>
  scope.locator('label.ant-radio-button-wrapper').filter({ hasText: label });
/** The confirmation popover that is open now. */
const popover = (page: Page) => page.locator('.ant-popover:not(.ant-popover-hidden)').last();
/** The disabled control's wrapper carries the tooltip (the control itself takes no pointer). */
/** Hovers until the tooltip shows: the expanded row's content loads lazily and can move under a first hover. */
const reasonOf = async (page: Page, control: Locator) => {
  const tooltip = page.getByRole('tooltip').last();
  await expect(async () => {
    await control.locator('xpath=..').hover();
    await expect(tooltip).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return tooltip;
};

for (const lang of flowLanguages('en')) {
  const m = mediaText(lang);
  const api = (key: string) => tr(lang, 'apiMediaPool', key);
  /** Checks the open popover's text and answers Yes. */
  const confirm = async (page: Page, text: string) => {
    await expect(popover(page)).toContainText(text);
    await popover(page)
      .getByRole('button', { name: m('list.ok') })
      .click();
  };
  const keywordField = (page: Page) => page.getByPlaceholder(m('search.placeholders.keyword'));
  const pageSize = (n: number) => (lang === 'de' ? `${n} / Seite` : `${n} / page`);

  test.describe(`media pool overview (${lang})`, () => {
    test(`search, filters, sort and page size live in the address (${lang})`, async ({ page, request }) => {
      const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
      const tag = runTag();
      const sommer = await uploadPoolFile(request, userToken, `${tag} Sommer.png`, await pngImage(1920, 1080));
      const logo = await uploadPoolFile(request, userToken, `${tag} Logo.png`, await pngImage(1000, 1000, '#eb2f96'));
      const rows = mediaRows(page);

      // Invalid and default values leave the address; the valid ones stay.
      await page.goto(`${mediaList}?keyword=${tag}&resolution=bogus&perPage=7&isArchived=maybe&sort=x&page=1`);
      await expect.poll(() => addressQuery(page).toString()).toBe(`keyword=${tag}`);
      await expect(keywordField(page)).toHaveValue(tag);
      await expect(rows).toHaveCount(2);

      // An address with filters shows them in the form and only the matching rows.
      await page.goto(`${mediaList}?keyword=${tag}&resolution=other`);
      await expect(keywordField(page)).toHaveValue(tag);
      await expect(selectOf(page.getByLabel(m('search.fields.resolution'), { exact: true }))).toContainText(
        m('resolution.other'),
      );
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(logo.title);
      await expectNoSeriousA11yViolations(page, `media overview with filters (${lang})`);
      await screenshot(page, 'media-overview-filtered', lang);

      // Reset clears every filter; the quick search writes its text into the address.
      await page.getByRole('button', { name: m('search.reset'), exact: true }).click();
      await expect.poll(() => addressQuery(page).toString()).toBe('');
      await expect(keywordField(page)).toHaveValue('');
      await expect(selectOf(page.getByLabel(m('search.fields.resolution'), { exact: true }))).not.toContainText(
        m('resolution.other'),
      );
      await keywordField(page).fill(tag);
      await keywordField(page).press('Enter');
      await expect.poll(() => addressQuery(page).toString()).toBe(`keyword=${tag}`);
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(sommer.title);

      // The detailed search starts from the query and opens the list with its filters.
      await page.getByRole('link', { name: m('list.detailedSearch') }).click();
      await expect(page).toHaveURL((url) => url.pathname === mediaSearchPath && url.search === `?keyword=${tag}`);
      await expect(page.getByRole('heading', { level: 1, name: m('search.heading') })).toBeVisible();
      await expect(keywordField(page)).toHaveValue(tag);
      await expectNoSeriousA11yViolations(page, `detailed media search (${lang})`);
      await screenshot(page, 'media-search', lang);
      const idOrTitle = page.getByPlaceholder(m('search.placeholders.IdOrTitle'));
      await idOrTitle.fill('Logo');
      await idOrTitle.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === mediaList);
      expect(Object.fromEntries(addressQuery(page))).toEqual({ keyword: tag, IdOrTitle: 'Logo' });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(logo.title);

      // Sort field and order.
      await page.goto(`${mediaList}?keyword=${tag}`);
      await expect(rows.first()).toContainText(sommer.title);
      await pickOption(page, page.getByLabel(m('list.sortBy'), { exact: true }), m('list.sort.date'));
      await expect.poll(() => addressQuery(page).get('sort')).toBe('date');
      await page.getByText(m('list.descending'), { exact: true }).click();
      await expect.poll(() => addressQuery(page).get('sortOrder')).toBe('desc');
      await expect(rows.first()).toContainText(logo.title);
      await pickOption(page, page.getByLabel(m('list.sortBy'), { exact: true }), m('list.sort.onlineId'));
      await expect.poll(() => addressQuery(page).get('sort')).toBeNull();
      expect(addressQuery(page).get('sortOrder')).toBe('desc');
      await expect(rows.first()).toContainText(logo.title);

      // Page size: 20 per page, back on page 1.
      await page.locator('.ant-pagination-options .ant-select').first().click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: pageSize(20) })
        .click();
      await expect.poll(() => addressQuery(page).get('perPage')).toBe('20');
      expect(addressQuery(page).get('page')).toBeNull();
      await expect(page.locator('.ant-pagination-options').first()).toContainText(pageSize(20));
    });

    test(`the expanded row zooms, changes type and access, archives and unarchives (${lang})`, async ({
      page,
      request,
    }) => {
      const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
      const tag = runTag();
      const file = await uploadPoolFile(request, userToken, `${tag} Bild.png`, await pngImage(1920, 1080, '#52c41a'));
      await page.goto(`${mediaList}?keyword=${tag}`);
      await page.getByRole('button', { name: m('list.infoFor', { id: file.onlineId }) }).click();
      const row = page.locator('tr.ant-table-expanded-row');
      await expect(row.getByRole('heading', { name: m('manage.changeState') })).toBeVisible();
      await expect(row.getByRole('link', { name: m('expanded.moreDetails') })).toHaveAttribute(
        'href',
        `${mediaList}/${file.id}`,
      );

      // Zoom: antd's image viewer with the stored file.
      await row.getByRole('button', { name: m('expanded.zoom', { title: file.title }) }).click();
      const viewer = page.locator('.ant-image-preview-img');
      await expect(viewer).toBeVisible();
      await expect(viewer).toHaveAttribute('src', new RegExp(`/api/files/media-pool/${file.id}/file\\?`));
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      // Media type: a FullHD picture may be commercial.
      const typeOption = (type: string) => radioButton(row, m(`mediaType.${type}`));
      await typeOption('commercial').click();
      await expect(toast(page).getByText(api('mediaTypeChanged'))).toBeVisible();
      await expect(row.getByRole('radio', { name: m('mediaType.commercial') })).toBeChecked();

      // Access level with its popover.
      await row.getByRole('button', { name: m('manage.makePrivate') }).click();
      await confirm(page, m('manage.accessToPrivate'));
      await expect(toast(page).getByText(api('accessChanged'))).toBeVisible();
      await expect(row.getByRole('button', { name: m('manage.makePublic') })).toBeVisible();
      await expect(row).toContainText(`${m('manage.access')}: ${m('status.private')}`);
      await expectNoSeriousA11yViolations(page, `media overview, expanded row (${lang})`);
      await screenshot(page, 'media-overview-expanded', lang);

      // Archived: Edit, Delete, access and type are disabled and say why.
      await row.getByRole('button', { name: m('manage.archive'), exact: true }).click();
      await confirm(page, m('manage.archiveConfirm'));
      await expect(toast(page).getByText(api('archived'))).toBeVisible();
      const edit = row.getByRole('button', { name: m('manage.edit') });
      const remove = row.getByRole('button', { name: m('manage.delete'), exact: true });
      await expect(edit).toBeDisabled();
      await expect(remove).toBeDisabled();
      await expect(row.getByRole('button', { name: m('manage.makePublic') })).toBeDisabled();
      await expect(await reasonOf(page, edit)).toHaveText(m('rules.archived'));
      await expect(await reasonOf(page, remove)).toHaveText(m('rules.archived'));
      await expect(mediaRows(page).first()).toContainText(m('status.archived'));

      await row.getByRole('button', { name: m('manage.unArchive'), exact: true }).click();
      await confirm(page, m('manage.unArchiveConfirm'));
      await expect(toast(page).getByText(api('unArchived'))).toBeVisible();
      await expect(row.getByRole('link', { name: m('manage.edit') })).toHaveAttribute(
        'href',
        `/dashboard/media-pool/add-media-pool/${file.id}`,
      );
      await expect(remove).toBeEnabled();
      await expect(mediaRows(page).first()).not.toContainText(m('status.archived'));
    });

    test(`a video plays in its player and the rules explain the disabled media types (${lang})`, async ({
      page,
      request,
    }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
      // Demo files, only read: a video and the square logo (resolution 'other').
      await page.goto(`${mediaList}?IdOrTitle=Imagefilm`);
      await mediaRows(page).first().locator('button.display-expand').click();
      const row = page.locator('tr.ant-table-expanded-row');
      const typeOption = (type: string) => radioButton(row, m(`mediaType.${type}`));
      await expect(typeOption('background')).toHaveClass(/ant-radio-button-wrapper-disabled/);
      await expect(await reasonOf(page, typeOption('background'))).toHaveText(m('rules.videoBackground'));
      await expect(typeOption('general')).not.toHaveClass(/ant-radio-button-wrapper-disabled/);

      await row.getByRole('button', { name: m('expanded.play', { title: 'Imagefilm (kurz)' }) }).click();
      const player = page.getByRole('dialog', { name: m('expanded.videoOf', { title: 'Imagefilm (kurz)' }) });
      await expect(player.locator('video')).toHaveAttribute('src', /\/api\/files\/media-pool\/[0-9a-f-]{36}\/file\?/);
      const box = await player.boundingBox();
      expect(box?.width).toBe(1000);
      await expectNoSeriousA11yViolations(page, `media overview, video player (${lang})`);
      await page.keyboard.press('Escape');
      await expect(player).toBeHidden();

      await page.goto(`${mediaList}?IdOrTitle=Logo quadratisch`);
      await mediaRows(page).first().locator('button.display-expand').click();
      for (const type of ['commercial', 'background']) {
        await expect(typeOption(type)).toHaveClass(/ant-radio-button-wrapper-disabled/);
        await expect(await reasonOf(page, typeOption(type))).toHaveText(m('rules.resolution'));
      }
    });

    test(`the grid view is remembered, and bulk delete asks first (${lang})`, async ({ page, request }) => {
      const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
      const tag = runTag();
      const files = [
        await uploadPoolFile(request, userToken, `${tag} Eins.png`, await pngImage(1280, 720, '#1677ff')),
        await uploadPoolFile(request, userToken, `${tag} Zwei.png`, await pngImage(1280, 720, '#fa8c16')),
      ];
      await page.goto(`${mediaList}?keyword=${tag}`);
      await expect(mediaRows(page)).toHaveCount(2);

      // Grid, remembered after a reload; a card's Info opens the expanded row in a drawer.
      await page.getByText(m('list.viewGrid'), { exact: true }).click();
      await expect(page.getByRole('button', { name: m('list.openInfo', { title: files[0].title }) })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('radio', { name: m('list.viewGrid') })).toBeChecked();
      await expect(page.getByRole('button', { name: m('list.openInfo', { title: files[1].title }) })).toBeVisible();
      await expect(mediaRows(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `media overview, grid (${lang})`);
      await screenshot(page, 'media-overview-grid', lang);
      await page.getByRole('button', { name: m('list.infoFor', { id: files[0].onlineId }) }).click();
      const drawer = page.getByRole('dialog', {
        name: `${m('list.idValue', { id: files[0].onlineId })} · ${files[0].title}`,
      });
      await expect(drawer.getByRole('heading', { name: m('manage.deleteFile') })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Bulk delete: disabled without a selection, a popover naming the count, the selection cleared after.
      const remove = page.getByRole('button', { name: m('list.bulk.delete'), exact: true });
      await expect(remove).toBeDisabled();
      await expect(page.getByText(m('list.selected', { selected: 0, total: 2 }))).toBeVisible();
      for (const file of files)
        await page.getByRole('checkbox', { name: m('list.selectRow', { id: file.onlineId }) }).check();
      await expect(page.getByText(m('list.selected', { selected: 2, total: 2 }))).toBeVisible();
      await remove.click();
      await confirm(page, m('list.bulk.deleteConfirm', { count: 2 }));
      await expect(toast(page).getByText(api('deleted'))).toBeVisible();
      await expect(page.getByText(m('list.selected', { selected: 0, total: 0 }))).toBeVisible();
      await expect(remove).toBeDisabled();
      await expect(page.getByText(m('list.empty'))).toBeVisible();

      // A phone: the table's one column and the grid fit 390 px.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${mediaList}?keyword=Frühlingsaktion`);
      await expect(
        page.getByRole('button', { name: m('list.openInfo', { title: 'Frühlingsaktion 2026' }) }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `media overview, grid at 390 px (${lang})`);
      await screenshot(page, 'media-overview-grid-phone', lang);
      await page.getByText(m('list.viewTable'), { exact: true }).click();
      await expect(mediaRows(page).first()).toBeVisible();
      await mediaRows(page).first().locator('button.display-expand').click();
      await expect(page.locator('tr.ant-table-expanded-row')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `media overview at 390 px (${lang})`);
      // Rows below the fold skip their paint (content-visibility: auto): a tall phone shows the open row in the picture.
      await page.setViewportSize({ width: 390, height: 2400 });
      await screenshot(page, 'media-overview-phone', lang);
    });
  });
}
