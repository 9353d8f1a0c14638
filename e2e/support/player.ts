import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { mp4Video, pngImage } from '../../apps/server/src/media/test-media.ts';
import { e2e } from '../../playwright.config.ts';
import { bearer, createCompletedDisplay } from './displays.ts';
import { type PoolFile, uploadPoolFile, waitProcessed } from './media.ts';

/** Helpers of the player journeys (issue 25): the three kinds of program item and what the screen reports it shows. */
const base = e2e.baseURL;

/** A published design: a new 640 x 360 design whose first revision is published with a PNG of that size. */
export async function publishedDesign(request: APIRequestContext, token: string, name: string, colour: string) {
  const created = await request.post(`${base}/api/designs`, {
    headers: bearer(token),
    data: { name, from: { width: 640, height: 360 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { design } = (await created.json()) as { design: { id: string } };
  const published = await request.post(`${base}/api/designs/${design.id}/publish?revision=1`, {
    headers: bearer(token),
    multipart: { file: { name: 'design.png', mimeType: 'image/png', buffer: await pngImage(640, 360, colour) } },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { designId: design.id, fileId: ((await published.json()) as { fileId: string }).fileId };
}

/** A completed, public, internal, unshared display of the demo company, which a screen may play for. */
export const playableDisplay = (request: APIRequestContext, token: string, tag: string, track: (id: string) => void) =>
  createCompletedDisplay(
    request,
    token,
    tag,
    { accessibility: 'public', location: 'internal', shareOptions: 'notShare' },
    track,
  );

/** A pool picture, a pool video (2 s) and a published design, titled with `tag`. */
export async function programFiles(request: APIRequestContext, token: string, tag: string) {
  const picture: PoolFile = await uploadPoolFile(
    request,
    token,
    `Bild ${tag}.png`,
    await pngImage(640, 360, '#d4380d'),
  );
  const video: PoolFile = await uploadPoolFile(request, token, `Clip ${tag}.mp4`, await mp4Video(2));
  const design = await publishedDesign(request, token, `Design ${tag}`, '#096dd9');
  await waitProcessed(request, token, video.id);
  return { picture, video, design };
}

/** Replaces a display's program. */
export async function putProgram(
  request: APIRequestContext,
  token: string,
  displayId: string,
  items: { fileId: string; durationSeconds?: number | null }[],
) {
  const answer = await request.put(`${base}/api/displays/${displayId}/program`, {
    headers: bearer(token),
    data: { items },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { items: { id: string; fileId: string }[] };
}

/** The items the player (opened with ?trace=1) has shown, oldest first (apps/player/src/trace.ts). */
export const shownItems = (player: Page) =>
  player.evaluate(() =>
    ((window as unknown as { plakatTrace?: { itemId: string }[] }).plakatTrace ?? []).map((entry) => entry.itemId),
  );

/** Whether `sequence` appears in `shown` as consecutive entries. */
export function showsInOrder(shown: string[], sequence: string[]) {
  return shown.some((_, start) => sequence.every((id, i) => shown[start + i] === id));
}
