import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { e2e } from '../../playwright.config.ts';
import { apiLogin, demo } from './app.ts';
import { tr } from './axe.ts';
import { bearer, createCompletedDisplay, fill, shutDown } from './displays.ts';

/**
 * Media pool helpers of the media journeys: pool files uploaded through the resumable upload route (tus 1.0, one
 * PATCH), so a journey that changes files works on its own and never on the demo data another journey reads.
 */

const base = e2e.baseURL;
const tus = { 'tus-resumable': '1.0.0' };

export type PoolFile = { id: string; onlineId: number; title: string };

/** A short tag per call (a-z0-9), put into the titles of a journey's files so a keyword search finds only them. */
export const runTag = () => `j${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;

/** Uploads `buffer` as `name` into the caller's pool; the title is the name without its extension (2-30 characters). */
export async function uploadPoolFile(
  request: APIRequestContext,
  token: string,
  name: string,
  buffer: Buffer,
): Promise<PoolFile> {
  const created = await request.post(`${base}/api/mediapools/uploads/`, {
    headers: {
      ...tus,
      ...bearer(token),
      'upload-length': String(buffer.length),
      'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
    },
  });
  expect(created.status(), `create the upload of ${name}`).toBe(201);
  const location = new URL(created.headers().location ?? '', `${base}/api/mediapools/uploads/`);
  const done = await request.patch(location.href, {
    headers: {
      ...tus,
      ...bearer(token),
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: buffer,
  });
  expect(done.status(), `finish the upload of ${name}: ${await done.text()}`).toBe(200);
  const { id, onlineId } = (await done.json()) as { id: string; onlineId: number };
  return { id, onlineId, title: name.replace(/\.[^.]+$/, '') };
}

/** GET /mediapools/files/{id}: the details as the details page reads them. */
export async function poolFileDetails(request: APIRequestContext, token: string, id: string, lang = 'en') {
  const res = await request.get(`${base}/api/mediapools/files/${id}?lang=${lang}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      data: {
        status: string;
        url: string;
        usage: { kind: string; resourceId: string; onlineId: number | null; title: string | null }[];
        fileLog: { action: string; text: string }[];
      };
    }
  ).data;
}

/** Waits until the background jobs of an upload (a video's thumbnail and renditions) are done: a program takes it then. */
export async function waitProcessed(request: APIRequestContext, token: string, id: string) {
  await expect
    .poll(async () => ((await poolFileDetails(request, token, id)) as { processing?: string }).processing, {
      timeout: 60_000,
    })
    .toBe('ready');
}

/** The media pool overview's address and table parts. */
export const mediaList = '/dashboard/media-pool/list';
export const mediaSearchPath = '/dashboard/media-pool/search';
export const mediaRows = (page: Page) => page.locator('tr.ant-table-row');
export const addressQuery = (page: Page) => new URL(page.url()).searchParams;

/** No sideways scrolling of the page (a phone's 390 px). */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** The web's media pool texts in `lang` with their {{placeholders}} filled in. */
export const mediaText =
  (lang: 'en' | 'de') =>
  (key: string, values: Record<string, string | number> = {}) =>
    fill(tr(lang, 'mediaPool', key), values);

/** The ids of displays a journey creates; after each test the demo owner shuts them down. Call at the file's top. */
export function shutDownAfterEach(): string[] {
  const ids: string[] = [];
  test.afterEach(async ({ request }) => {
    const owner = await apiLogin(request, demo.owner);
    await shutDown(request, owner.userToken, ids.splice(0));
  });
  return ids;
}

/** A completed private display of the caller's company (its id goes into `ids` for shutDownAfterEach). */
export const ownDisplay = (request: APIRequestContext, token: string, tag: string, ids: string[]) =>
  createCompletedDisplay(
    request,
    token,
    tag,
    { accessibility: 'private', location: 'internal', shareOptions: 'notShare' },
    (id) => ids.push(id),
  );
