import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays, playerScreenshots } from '../../../db/schema/index.ts';
import { companyOf, createDisplay } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { beat, screenWorld } from '../test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof screenWorld>>;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  w = await screenWorld(t);
  png = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (displayId: string, body: Buffer, type = 'image/png', credential = w.screen) =>
  t.app.inject({
    method: 'POST',
    url: `/api/player/displays/${displayId}/screenshot`,
    headers: { ...bearer(credential), 'content-type': type },
    payload: body,
  });

describe('screenshots on request', () => {
  it('409 without a request; a request reaches the screen by its heartbeat; the upload is shown with its time', async () => {
    expect((await upload(w.display.id, png)).statusCode).toBe(409);
    const url = `/displays/${w.display.id}/screenshot`;
    expect((await w.ask('GET', url)).json()).toEqual({ screenshot: null, requestedAt: null });

    const asked = await w.ask('POST', url);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().requestedAt).toEqual(expect.any(String));
    const hb = await w.call('POST', `/player/displays/${w.display.id}/heartbeat`, beat());
    expect(hb.json().screenshotRequested).toBe(true);

    const sent = await upload(w.display.id, png);
    expect(sent.statusCode).toBe(200);
    const latest = (await w.ask('GET', url)).json();
    expect(latest.requestedAt).toBeNull();
    expect(latest.screenshot.takenAt).toBe(sent.json().takenAt);
    const file = await t.app.inject({ method: 'GET', url: latest.screenshot.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.width).toBe(1920);
    expect(
      (await w.call('POST', `/player/displays/${w.display.id}/heartbeat`, beat())).json().screenshotRequested,
    ).toBe(false);
    // The request is answered: a second picture is refused.
    expect((await upload(w.display.id, png)).statusCode).toBe(409);

    // The next picture replaces the first, whose file goes.
    await w.ask('POST', url);
    const [first] = await t.db.select().from(playerScreenshots).where(eq(playerScreenshots.displayId, w.display.id));
    expect((await upload(w.display.id, png)).statusCode).toBe(200);
    expect(existsSync(t.storagePath(first.storageKey as string))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: latest.screenshot.url })).statusCode).toBe(404);
  });

  it('refuses what is not a picture (415) and a signed URL that was changed (403)', async () => {
    await w.ask('POST', `/displays/${w.display.id}/screenshot`);
    expect((await upload(w.display.id, Buffer.from('not a picture'))).statusCode).toBe(415);
    expect((await upload(w.display.id, png, 'application/pdf')).statusCode).toBe(415);
    const latest = (await w.ask('GET', `/displays/${w.display.id}/screenshot`)).json();
    const forged = latest.screenshot.url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('answers 404 for another company’s display, both ways, and 401 for a shut-down display’s screen', async () => {
    expect((await w.ask('POST', `/displays/${w.foreign.id}/screenshot`)).statusCode).toBe(404);
    expect((await w.ask('GET', `/displays/${w.foreign.id}/screenshot`)).statusCode).toBe(404);
    expect((await upload(w.foreign.id, png)).statusCode).toBe(404);
    const gone = await createDisplay(t.db, companyOf(w.owner));
    const credential = await w.pair(companyOf(w.owner), gone.id);
    await t.db.update(displays).set({ shutdownAt: new Date() }).where(eq(displays.id, gone.id));
    expect((await upload(gone.id, png, 'image/png', credential)).statusCode).toBe(401);
    expect((await w.ask('POST', `/displays/${gone.id}/screenshot`)).statusCode).toBe(404);
  });
});
