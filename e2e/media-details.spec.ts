import { expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/media/test-media.ts';
import { e2e } from '../playwright.config.ts';
import { demo, loginWithStorage, screenshot } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer } from './support/displays.ts';
import {
  expectNoSidewaysScroll,
  mediaList,
  mediaText,
  ownDisplay,
  runTag,
  shutDownAfterEach,
  uploadPoolFile,
} from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * Issue 21, the media file's details page (/dashboard/media-pool/list/{id}) in German (English too with
 * E2E_LANGUAGES=both): the whole file log after an edit, a media type change, archive and unarchive and a use; the use
 * names the display's placeholder with a link; the download link of the stored file answers 200; an unknown id says so;
 * axe and 390 px. The file is the journey's own (uploaded, changed and used through the API).
 */

const base = e2e.baseURL;
const createdIds = shutDownAfterEach();

for (const lang of flowLanguages('de')) {
  const m = mediaText(lang);
  const log = (action: string) => tr(lang, 'apiMediaPool', `log.${action}`);

  test(`the details show the whole file log, where the file is used and its download (${lang})`, async ({
    page,
    request,
  }) => {
    const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
    const headers = bearer(userToken);
    const tag = runTag();
    const file = await uploadPoolFile(request, userToken, `${tag} Aushang.png`, await pngImage(1920, 1080, '#13c2c2'));
    const title = `${tag} Aushang neu`;
    const changes = [
      request.patch(`${base}/api/files/edit/${file.id}`, { headers, data: { title, keywords: ['e2e'] } }),
      request.patch(`${base}/api/mediapools/files/setMediaType/${file.id}`, {
        headers,
        data: { mediaType: 'commercial' },
      }),
    ];
    for (const res of await Promise.all(changes)) expect(res.status(), await res.text()).toBe(200);
    for (const action of ['archive', 'unArchive']) {
      const res = await request.patch(`${base}/api/mediapools/files/changeStatus`, {
        headers,
        data: { fileIds: [file.id], action },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const display = await ownDisplay(request, userToken, `details ${lang}`, createdIds);
    const used = await request.post(`${base}/api/displays/${display.id}/media/from-pool`, {
      headers,
      data: { fileIds: [file.id] },
    });
    expect(used.status(), await used.text()).toBe(201);

    await page.goto(`${mediaList}/${file.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${m('details.heading', { number: file.onlineId })} · ${title}` }),
    ).toBeVisible();
    // The whole log, newest or oldest first: every step once.
    const timeline = page.locator('.ant-timeline');
    for (const action of ['upload', 'edit', 'mediaType', 'archive', 'unArchive', 'used'])
      await expect(timeline.getByText(log(action), { exact: true })).toHaveCount(1);
    await expect(timeline.locator('.ant-timeline-item')).toHaveCount(6);

    // Where it is used: the display's placeholder, linked to the display.
    const usage = page.getByRole('link', {
      name: `${m('details.display', { id: display.onlineId })} · ${display.title}`,
    });
    await expect(usage).toHaveAttribute('href', `/dashboard/display-management/own-list/${display.id}`);
    await expect(page.getByText(m('details.usageKind.displayPlaceholder'))).toBeVisible();
    await expect(page.getByText(m('status.used'), { exact: true }).first()).toBeVisible();

    // The download link of the stored file answers the file.
    const download = page.getByRole('link', { name: m('details.download') });
    const href = await download.getAttribute('href');
    expect(href).toMatch(new RegExp(`/api/files/media-pool/${file.id}/file\\?`));
    const stored = await request.get(new URL(href ?? '', base).href);
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toMatch(/^image\//);
    await expect(page.getByRole('link', { name: m('details.edit') })).toHaveAttribute(
      'href',
      `/dashboard/media-pool/add-media-pool/${file.id}`,
    );
    await expectNoSeriousA11yViolations(page, `media details (${lang})`);
    await screenshot(page, 'media-details', lang);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, `media details at 390 px (${lang})`);
    await screenshot(page, 'media-details-phone', lang);

    // An id that is no file of the company.
    await page.goto(`${mediaList}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('alert')).toContainText(m('details.notFound'));
    await expect(page.getByRole('link', { name: m('details.toList') }).last()).toHaveAttribute('href', mediaList);
  });
}
