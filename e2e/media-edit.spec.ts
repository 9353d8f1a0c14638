import { type Page, expect, test } from '@playwright/test';
import { mp4Video, pngImage } from '../apps/server/src/media/test-media.ts';
import { demo, loginWithStorage, screenshot, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 21, the media edit form (spec 02 §5) in German (English too with E2E_LANGUAGES=both): a single uploaded file
 * opens it; the preview, the spec's field messages, Save disabled until something changed, the server's message after
 * saving, the values kept after a reload; a video without sound has its sound switch off and disabled; the page at 390
 * px.
 */

const editUrl = /\/dashboard\/media-pool\/add-media-pool\/[0-9a-f-]{36}$/;

async function uploadOne(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/dashboard/media-pool/add-media-pool');
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page).toHaveURL(editUrl, { timeout: 30_000 });
}

for (const lang of flowLanguages('de')) {
  const m = (key: string) => tr(lang, 'mediaPool', key);
  const v = (key: string) => tr(lang, 'validation', key);
  const field = (page: Page, key: string) => page.getByLabel(m(`edit.fields.${key}`), { exact: true });

  test.describe(`media edit form (${lang})`, () => {
    test.beforeEach(async ({ page, request }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
    });

    test(`edits a picture with the spec's messages and saves only when changed (${lang})`, async ({ page }) => {
      await uploadOne(page, { name: `Plakat ${lang}.png`, mimeType: 'image/png', buffer: await pngImage(1920, 1080) });
      await expect(page.getByRole('heading', { level: 1, name: m('edit.title') })).toBeVisible();
      const preview = m('edit.previewOf').replace('{{title}}', `Plakat ${lang}`);
      await expect(page.getByRole('img', { name: preview })).toBeVisible();
      await expect(field(page, 'title')).toHaveValue(`Plakat ${lang}`);
      const save = page.getByRole('button', { name: m('edit.save') });
      await expect(save).toBeDisabled();
      await expect(field(page, 'hasSound')).toHaveCount(0);

      await field(page, 'title').fill('');
      await expect(page.getByText(v('mediaTitleRequired'), { exact: true })).toBeVisible();
      await field(page, 'title').fill('a');
      await expect(page.getByText(v('mediaTitleInvalid'), { exact: true })).toBeVisible();
      await field(page, 'description').fill('ab');
      await expect(page.getByText(v('mediaDescriptionInvalid'), { exact: true })).toBeVisible();
      await field(page, 'keywords').fill('x'.repeat(201));
      await expect(page.getByText(v('mediaKeywordsInvalid'), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `media edit form with messages (${lang})`);
      await screenshot(page, 'media-edit-messages', lang);

      await field(page, 'title').fill(`Sommer 🌞 ${lang}`);
      await field(page, 'description').fill('Aushang für den Schaufensterbildschirm');
      await field(page, 'keywords').fill('Sommer, Angebot, Sommer');
      await page.getByRole('radio', { name: m('edit.access.private') }).check();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(toast(page).getByText(tr(lang, 'apiMediaPool', 'edited'))).toBeVisible();
      await expect(save).toBeDisabled();

      await page.reload();
      await expect(field(page, 'title')).toHaveValue(`Sommer 🌞 ${lang}`);
      await expect(field(page, 'keywords')).toHaveValue('Sommer, Angebot');
      await expect(page.getByRole('radio', { name: m('edit.access.private') })).toBeChecked();
      await expectNoSeriousA11yViolations(page, `media edit form (${lang})`);
      await screenshot(page, 'media-edit', lang);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `media edit form at 390 px (${lang})`);
      await screenshot(page, 'media-edit-phone', lang);
    });

    test(`a video without sound keeps its sound switch off (${lang})`, async ({ page }) => {
      await uploadOne(page, { name: `clip ${lang}.mp4`, mimeType: 'video/mp4', buffer: await mp4Video(1) });
      const sound = field(page, 'hasSound');
      await expect(sound).not.toBeChecked();
      await expect(sound).toBeDisabled();
      await expect(page.getByText(m('edit.noSound'))).toBeVisible();
      await expectNoSeriousA11yViolations(page, `media edit form of a video (${lang})`);
      await screenshot(page, 'media-edit-video', lang);
    });
  });
}
