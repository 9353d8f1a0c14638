import { type Page, expect, test } from '@playwright/test';
import { demo, loginWithStorage, screenshot, submitButton, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { fill } from './support/displays.ts';
import { expectNoSidewaysScroll, runTag } from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The design list (issue 24), in German (English too with E2E_LANGUAGES=both): the demo owner creates a design from a
 * preset in portrait, finds it in the list after going back, renames it, duplicates it, saves it as a template, creates
 * a design from that template and deletes the copy. The list and the new-design dialog are checked with axe and
 * pictured at desktop and phone width.
 */

const listPath = '/dashboard/editor';
const canvasPath = /\/dashboard\/editor\/canva-design\/[0-9a-f-]{36}$/;

const textsOf = (lang: 'en' | 'de') => ({
  e: (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'editor', key), values),
  api: (key: string, values: Record<string, string | number> = {}) => fill(tr(lang, 'apiDesigns', key), values),
});

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const cardOf = (page: Page, name: string) =>
  page.getByTestId('design-card').filter({ has: page.getByRole('link', { name, exact: true }) });

for (const lang of flowLanguages('de')) {
  test(`design list: create, find, rename, duplicate, template, delete (${lang})`, async ({ page, request }) => {
    const { e, api } = textsOf(lang);
    const tag = runTag();
    const first = `Lobby ${tag}`;
    const renamed = `Lobby welcome ${tag}`;
    const copy = api('copyName', { name: renamed });
    const fromTemplate = `Foyer ${tag}`;

    await loginWithStorage(page, request, demo.owner, { lang });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(listPath);
    await expect(page.getByRole('heading', { level: 1, name: e('heading') })).toBeVisible();
    await expect(page.getByRole('tab', { name: e('tabs.designs') })).toHaveAttribute('aria-selected', 'true');

    // New design: Full HD turned upright.
    await page.getByTestId('new-design').click();
    const modal = dialog(page);
    await expect(modal.getByText(e('create.title'))).toBeVisible();
    await modal.getByLabel(e('create.name')).fill(first);
    await modal.getByText(e('create.orientations.portrait'), { exact: true }).click();
    await expect(page.getByTestId('new-design-artboard')).toHaveText(
      e('create.result', { width: 1080, height: 1920, orientation: e('orientation.portrait') }),
    );
    await expectNoSeriousA11yViolations(page, `new design dialog (${lang})`);
    await screenshot(page, 'editor-new-design', lang);
    await submitButton(modal, e('create.submit')).click();
    await expect(page).toHaveURL(canvasPath);
    await expect(page.getByTestId('design-name')).toHaveText(first);

    // Back in the list, newest change first.
    await page.goBack();
    await expect(page).toHaveURL(listPath);
    const card = cardOf(page, first);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${e('card.size', { width: 1080, height: 1920 })} · ${e('orientation.portrait')}`);
    await expect(card).toContainText(e('card.noThumbnail'));

    // The search lives in the address.
    await page.getByRole('searchbox', { name: e('toolbar.search') }).fill(tag);
    await page.getByRole('searchbox', { name: e('toolbar.search') }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?keyword=${tag}$`));
    await expect(page.getByTestId('design-card')).toHaveCount(1);

    // Rename.
    await card.getByRole('button', { name: e('card.actions', { name: first }) }).click();
    await page.getByRole('menuitem', { name: e('actions.rename') }).click();
    await modal.getByLabel(e('rename.name')).fill(renamed);
    await submitButton(modal, e('rename.submit')).click();
    await expect(toast(page)).toContainText(api('renamed'));
    await expect(cardOf(page, renamed)).toBeVisible();

    // Duplicate.
    await cardOf(page, renamed)
      .getByRole('button', { name: e('card.actions', { name: renamed }) })
      .click();
    await page.getByRole('menuitem', { name: e('actions.duplicate') }).click();
    await expect(toast(page)).toContainText(api('duplicated'));
    await expect(cardOf(page, copy)).toBeVisible();
    await expect(page.getByTestId('design-card')).toHaveCount(2);

    // Save as template: it shows in the templates tab.
    await cardOf(page, renamed)
      .getByRole('button', { name: e('card.actions', { name: renamed }) })
      .click();
    await page.getByRole('menuitem', { name: e('actions.saveAsTemplate') }).click();
    await expect(toast(page)).toContainText(api('templateSaved'));
    await page.getByRole('tab', { name: e('tabs.templates') }).click();
    await expect(page).toHaveURL(`${listPath}?kind=templates`);
    await expect(page.getByRole('searchbox', { name: e('toolbar.search') })).toHaveValue('');
    const template = cardOf(page, renamed);
    await expect(template).toBeVisible();
    await expect(template).toContainText(e('card.template'));
    await page.getByRole('searchbox', { name: e('toolbar.search') }).fill(tag);
    await page.getByRole('searchbox', { name: e('toolbar.search') }).press('Enter');
    await expect(page.getByTestId('design-card')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, `templates tab (${lang})`);
    await screenshot(page, 'editor-templates', lang);

    // A new design from the template: the dialog opens with it chosen.
    await template.getByRole('button', { name: e('card.actions', { name: renamed }) }).click();
    await page.getByRole('menuitem', { name: e('actions.useTemplate') }).click();
    await expect(modal.getByRole('radio', { name: e('create.startTemplate') })).toBeChecked();
    await expect(modal.getByTestId('new-design-template')).toContainText(renamed);
    await modal.getByLabel(e('create.name')).fill(fromTemplate);
    await submitButton(modal, e('create.submit')).click();
    await expect(page).toHaveURL(canvasPath);
    await expect(page.getByTestId('design-name')).toHaveText(fromTemplate);
    await page.goto(`${listPath}?keyword=${tag}`);
    await expect(cardOf(page, fromTemplate)).toContainText(e('card.size', { width: 1080, height: 1920 }));

    // Delete the copy: the dialog says what it means.
    await cardOf(page, copy)
      .getByRole('button', { name: e('card.actions', { name: copy }) })
      .click();
    await page.getByRole('menuitem', { name: e('actions.delete') }).click();
    await expect(modal).toContainText(e('delete.text'));
    await expectNoSeriousA11yViolations(page, `delete design dialog (${lang})`);
    await submitButton(modal, e('delete.confirm')).click();
    await expect(toast(page)).toContainText(api('deleted'));
    await expect(cardOf(page, copy)).toHaveCount(0);
    await expect(page.getByTestId('design-card')).toHaveCount(2);

    await expectNoSeriousA11yViolations(page, `design list (${lang})`);
    await screenshot(page, 'editor-list', lang);

    // A search without a match says what to do.
    await page.goto(`${listPath}?keyword=nothing-${tag}`);
    await expect(page.getByText(e('list.noMatch', { keyword: `nothing-${tag}` }))).toBeVisible();

    // Phone width: the cards stack, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${listPath}?keyword=${tag}`);
    await expect(page.getByTestId('design-card')).toHaveCount(2);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, `design list at 390 px (${lang})`);
    await screenshot(page, 'editor-list-phone', lang);
    await page.getByTestId('new-design').click();
    await expect(dialog(page).getByLabel(e('create.name'))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'editor-new-design-phone', lang);
  });
}

test('an unknown design on the canvas route says so (en)', async ({ page, request }) => {
  const { e } = textsOf('en');
  await loginWithStorage(page, request, demo.owner, { lang: 'en' });
  await page.goto('/dashboard/editor/canva-design/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: e('editor.notFound') })).toBeVisible();
  await page.getByRole('link', { name: e('editor.toList') }).click();
  await expect(page).toHaveURL(listPath);
});
