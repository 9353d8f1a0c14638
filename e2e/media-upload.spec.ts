import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { mp4Video, pngImage } from '../apps/server/src/media/test-media.ts';
import { demo, loginWithStorage, screenshot } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 21, the media pool's upload page, in English (German too with E2E_LANGUAGES=both): the company's used and free
 * space, several files dropped at once (two pictures and a video) each with its row and an edit link, a refused file
 * with the server's translated message, cancel and retry of a held upload, a single file opening its edit form, an
 * upload continuing by itself after its connection dropped, one resumed after a reload, and the page at 390 px.
 */

const addPath = '/dashboard/media-pool/add-media-pool';
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

const picker = (page: Page) => page.locator('input[type=file]');
const rows = (page: Page) => page.getByTestId('upload-row');

for (const lang of flowLanguages('en')) {
  const m = (key: string, values: Record<string, string> = {}) => fill(tr(lang, 'mediaPool', key), values);

  test.describe(`media pool upload (${lang})`, () => {
    test.beforeEach(async ({ page, request }) => {
      await loginWithStorage(page, request, demo.owner, { lang });
    });

    test(`uploads several files with a row each and shows the used space (${lang})`, async ({ page }) => {
      await page.goto(addPath);
      await expect(page.getByRole('heading', { level: 1, name: m('upload.title') })).toBeVisible();
      const meter = page.getByRole('meter', { name: m('upload.storageLabel') });
      await expect(meter).toBeVisible();
      const usedBefore = Number(await meter.getAttribute('value'));
      await expectNoSeriousA11yViolations(page, `upload page (${lang})`);
      await screenshot(page, 'media-upload-empty', lang);

      await picker(page).setInputFiles([
        { name: `Sommer-${lang}.png`, mimeType: 'image/png', buffer: await pngImage(1920, 1080, '#52c41a') },
        { name: `Winter-${lang}.png`, mimeType: 'image/png', buffer: await pngImage(1280, 720, '#1677ff') },
        { name: `clip-${lang}.mp4`, mimeType: 'video/mp4', buffer: await mp4Video(1) },
      ]);
      await expect(rows(page)).toHaveCount(3);
      for (const name of [`Sommer-${lang}.png`, `Winter-${lang}.png`, `clip-${lang}.mp4`]) {
        const row = rows(page).filter({ hasText: name });
        await expect(row).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
        await expect(row.getByText(m('upload.done'))).toBeVisible();
        const edit = row.getByRole('link', { name: m('upload.editFile', { name }) });
        await expect(edit).toHaveAttribute('href', /\/dashboard\/media-pool\/add-media-pool\/[0-9a-f-]{36}$/);
      }
      // Several files: the page stays, and the used space grew.
      await expect(page).toHaveURL((url) => url.pathname === addPath);
      await expect.poll(async () => Number(await meter.getAttribute('value'))).toBeGreaterThan(usedBefore);

      // A file that is no picture by its bytes: the server's refusal in the reader's language, with a retry.
      await picker(page).setInputFiles({
        name: 'x.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<html><body>not a picture</body></html>'.repeat(10)),
      });
      const refused = rows(page).filter({ hasText: 'x.jpg' });
      await expect(refused).toHaveAttribute('data-state', 'failed');
      await expect(refused.getByRole('alert')).toHaveText(tr(lang, 'apiMediaPool', 'unsupportedType'));
      await expect(refused.getByRole('button', { name: m('upload.retryFile', { name: 'x.jpg' }) })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `upload page with finished and refused files (${lang})`);
      await screenshot(page, 'media-upload-files', lang);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `upload page at 390 px (${lang})`);
      await screenshot(page, 'media-upload-phone', lang);
    });

    test(`the owner switches "keep original files"; another user sees no switch (${lang})`, async ({
      page,
      browser,
      request,
    }) => {
      await page.goto(addPath);
      const keep = page.getByRole('switch', { name: m('upload.keepOriginals') });
      await expect(keep).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByText(m('upload.keepOriginalsHelp'))).toBeVisible();
      await keep.click();
      await expect(page.getByText(tr(lang, 'apiMediaPool', 'settingsSaved'))).toBeVisible();
      await expect(keep).toHaveAttribute('aria-checked', 'true');
      await expectNoSeriousA11yViolations(page, `upload page with keep originals on (${lang})`);
      await page.reload();
      await expect(keep).toHaveAttribute('aria-checked', 'true');
      // Off again: the other journeys upload without originals.
      await keep.click();
      await expect(keep).toHaveAttribute('aria-checked', 'false');

      const context = await browser.newContext();
      const userPage = await context.newPage();
      await loginWithStorage(userPage, request, demo.user, { lang });
      await userPage.goto(addPath);
      await expect(userPage.getByRole('heading', { level: 1, name: m('upload.title') })).toBeVisible();
      await expect(userPage.getByTestId('pool-storage').or(userPage.getByRole('alert')).first()).toBeVisible();
      await expect(userPage.getByTestId('keep-originals')).toHaveCount(0);
      await context.close();
    });

    test(`cancels a held upload, retries it, and a single file opens its edit form (${lang})`, async ({ page }) => {
      await page.goto(addPath);
      await expect(page.getByRole('meter', { name: m('upload.storageLabel') })).toBeVisible();
      // The data requests wait until released, so the upload can be cancelled while it runs.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/mediapools/uploads/**', async (route) => {
        if (route.request().method() === 'PATCH') await held;
        await route.fallback();
      });
      const name = `Herbst-${lang}.png`;
      await picker(page).setInputFiles({ name, mimeType: 'image/png', buffer: await pngImage(800, 450, '#fa8c16') });
      const row = rows(page).filter({ hasText: name });
      await expect(row).toHaveAttribute('data-state', 'uploading');
      await expect(row.getByRole('progressbar', { name: m('upload.progressOf', { name }) })).toBeVisible();
      await row.getByRole('button', { name: m('upload.cancelFile', { name }) }).click();
      await expect(row).toHaveAttribute('data-state', 'cancelled');
      await expect(row.getByText(m('upload.cancelled', { percent: '0' }))).toBeVisible();

      release();
      await page.unrouteAll({ behavior: 'wait' });
      await row.getByRole('button', { name: m('upload.retryFile', { name }) }).click();
      // The only file of the page finished: its edit form opens.
      await expect(page).toHaveURL(/\/dashboard\/media-pool\/add-media-pool\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    });

    test(`an upload whose connection drops continues by itself (${lang})`, async ({ page }) => {
      await page.goto(addPath);
      await expect(page.getByRole('meter', { name: m('upload.storageLabel') })).toBeVisible();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/mediapools/uploads')) sent.push(r.method());
      });
      // The first two sends of the data lose their connection, as on a train; then the network is back.
      let drops = 0;
      await page.route('**/api/mediapools/uploads/**', async (route) => {
        if (route.request().method() === 'PATCH' && drops < 2) {
          drops++;
          await route.abort('internetdisconnected');
        } else await route.fallback();
      });
      await picker(page).setInputFiles({
        name: `Netz-${lang}.png`,
        mimeType: 'image/png',
        buffer: await pngImage(640, 360, '#13c2c2'),
      });
      await expect(page).toHaveURL(/\/dashboard\/media-pool\/add-media-pool\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      expect(drops).toBe(2);
      // One upload, asked where it stands after each drop (HEAD) and continued: not created again.
      expect(sent.filter((method) => method === 'POST')).toHaveLength(1);
      expect(sent.filter((method) => method === 'HEAD').length).toBeGreaterThanOrEqual(1);
    });

    test(`an upload interrupted by a reload resumes when the file is picked again (${lang})`, async ({ page }) => {
      await page.goto(addPath);
      await expect(page.getByRole('meter', { name: m('upload.storageLabel') })).toBeVisible();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/mediapools/uploads')) sent.push(r.method());
      });
      // The data never arrives: the upload is created on the server, then the page is reloaded.
      await page.route('**/api/mediapools/uploads/**', async (route) => {
        if (route.request().method() === 'PATCH') await route.abort('connectionreset');
        else await route.fallback();
      });
      // A file on disk, as a person picks it: the same modification time both times (tus's fingerprint reads it).
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'plakat-resume-')), `Frühling-${lang}.png`);
      writeFileSync(file, await pngImage(640, 360, '#eb2f96'));
      await picker(page).setInputFiles(file);
      await expect.poll(() => sent.filter((method) => method === 'POST').length).toBe(1);
      // The client keeps the upload's address before it sends the data: the first PATCH means it is stored (a reload
      // right after the POST, before its answer, left nothing to resume once).
      await expect.poll(() => sent.includes('PATCH')).toBe(true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();
      sent.length = 0;
      await picker(page).setInputFiles(file);
      await expect(page).toHaveURL(/\/dashboard\/media-pool\/add-media-pool\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      // Resumed: the client asked the server where the upload stands (HEAD) instead of creating a new one.
      expect(sent).toContain('HEAD');
      expect(sent).not.toContain('POST');
    });
  });
}
