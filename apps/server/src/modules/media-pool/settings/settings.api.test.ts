import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

describe('GET / PATCH /mediapools/settings', () => {
  it('every user of the company reads them (keep originals off by default); the owner changes them', async () => {
    const read = await w.call('GET', '/mediapools/settings', w.noKeysToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ keepOriginals: false });
    const changed = await w.call('PATCH', '/mediapools/settings?lang=de', w.ownerToken, { keepOriginals: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: 'Einstellungen des Medienpools gespeichert',
      data: { keepOriginals: true },
    });
    expect((await w.call('GET', '/mediapools/settings', w.noKeysToken)).json()).toEqual({ keepOriginals: true });
    // Another company's setting is its own.
    expect((await w.call('GET', '/mediapools/settings', w.otherToken)).json()).toEqual({ keepOriginals: false });
  });

  it('403 for anyone but the owner (whatever keys), 400 for a bad body; neither changes anything', async () => {
    const admin = await w.withKeys(['UPLOAD_MEDIAPOOL_MEDIA', 'EDIT_PUBLIC_MEDIA_GENERAL_INFO', 'GET_PUBLIC_MEDIA']);
    const before = (await w.call('GET', '/mediapools/settings', w.ownerToken)).json();
    const forbidden = await w.call('PATCH', '/mediapools/settings', admin, { keepOriginals: !before.keepOriginals });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only the company owner can change the media pool settings.');
    for (const body of [{ keepOriginals: 'yes' }, {}, { keepOriginals: true, other: 1 }]) {
      expect((await w.call('PATCH', '/mediapools/settings', w.ownerToken, body)).statusCode).toBe(400);
    }
    expect((await w.call('GET', '/mediapools/settings', w.ownerToken)).json()).toEqual(before);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/mediapools/settings' })).statusCode).toBe(419);
  });
});
