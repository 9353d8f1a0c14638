import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileItem } from '@plakat/shared';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const search = async (token: string, body: object = {}, query = '') => {
  const res = await w.call('POST', `/mediapools/search${query}`, token, body);
  return { res, files: (res.json().files ?? []) as MediaFileItem[], total: res.json().totalCount as number };
};

describe('POST /mediapools/search', () => {
  it('lists the own files with every field of spec 02 §3, signed URLs that load, and the upload log entry', async () => {
    const file = await w.addFile(undefined, { name: '../uploads/Sommer & <i>Aktion.png' });
    const { res, files } = await search(w.ownerToken, {}, '?sort=-date&limit=100');
    expect(res.statusCode).toBe(200);
    const item = files.find((f) => f.id === file.id) as MediaFileItem;
    expect(item).toMatchObject({
      onlineId: file.onlineId,
      type: 'image/png',
      title: 'Sommer & <i>Aktion',
      resolution: 'FullHD',
      alignment: 'horizontal',
      mediaType: 'general',
      status: 'notUsed',
      isArchived: false,
      infoAccess: 'public',
      hasSound: null,
      firstUse: null,
      processing: 'ready',
    });
    expect(item.fileLog).toHaveLength(1);
    expect(item.fileLog[0].action).toBe('upload');
    const thumb = await w.t.app.inject({ method: 'GET', url: item.thumbUrl as string });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const range = await w.t.app.inject({ method: 'GET', url: item.url, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    const forged = await w.t.app.inject({ method: 'GET', url: item.url.replace(/sig=[^&]+/, 'sig=x') });
    expect(forged.statusCode).toBe(403);
  });

  it('finds umlauts, emoji and parts of words, case-insensitive and NFC on both sides', async () => {
    const file = await w.addFile(undefined, { name: 'Gru\u0308ße aus Köln 🎉.png' });
    for (const keyword of ['GRÜSSE', 'grü', 'Gru\u0308ße', 'KÖLN', '🎉', 'ße a']) {
      const found = (await search(w.ownerToken, {}, `?keyword=${encodeURIComponent(keyword)}&limit=100`)).files;
      expect(found.map((f) => f.id).includes(file.id), keyword).toBe(keyword !== 'GRÜSSE');
    }
    const lit = await search(w.ownerToken, {}, `?keyword=${encodeURIComponent('%')}`);
    expect(lit.files.every((f) => f.title.includes('%'))).toBe(true);
  });

  it('filters by type, resolution, alignment, archive state and IdOrTitle; sorts and pages', async () => {
    const video = await w.addFile(undefined, { kind: 'mp4', name: 'clip.mp4' });
    const small = await w.addFile(undefined, { kind: 'jpeg', width: 300, height: 600, name: 'hochkant.jpg' });
    const videos = (await search(w.ownerToken, { type: 'video' }, '?limit=100')).files;
    expect(videos.map((f) => f.id)).toEqual([video.id]);
    expect(videos[0].hasSound).toBe(false);
    const vertical = (await search(w.ownerToken, { alignment: 'vertical', resolution: 'other' }, '?limit=100')).files;
    expect(vertical.map((f) => f.id)).toEqual([small.id]);
    const byId = (await search(w.ownerToken, { IdOrTitle: String(small.onlineId) })).files;
    expect(byId.map((f) => f.id)).toContain(small.id);
    const all = await search(w.ownerToken, {}, '?sort=-onlineId&limit=2&page=1');
    expect(all.files).toHaveLength(2);
    expect(all.files[0].onlineId).toBeGreaterThan(all.files[1].onlineId);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await search(w.ownerToken, { isArchived: true })).total).toBe(0);
  });

  it('shows public files with GET_PUBLIC_MEDIA only, private ones with GET_PRIVATE_MEDIA', async () => {
    const hidden = await w.addFile();
    expect(
      (await w.call('PATCH', `/files/edit/${hidden.id}`, w.ownerToken, { infoAccess: 'private' })).statusCode,
    ).toBe(200);
    const publicOnly = await w.withKeys(['GET_PUBLIC_MEDIA']);
    const privateOnly = await w.withKeys(['GET_PRIVATE_MEDIA']);
    expect((await search(publicOnly, {}, '?limit=100')).files.map((f) => f.id)).not.toContain(hidden.id);
    expect((await search(privateOnly, {}, '?limit=100')).files.map((f) => f.id)).toEqual([hidden.id]);
    expect((await search(w.ownerToken, { infoAccess: 'private' })).files.map((f) => f.id)).toEqual([hidden.id]);
  });

  it('400 on bad input, nothing without a read key or an assignment, another company sees none of these files', async () => {
    expect((await w.call('POST', '/mediapools/search?sort=title', w.ownerToken, {})).statusCode).toBe(400);
    expect((await w.call('POST', '/mediapools/search?limit=101', w.ownerToken, {})).statusCode).toBe(400);
    expect((await w.call('POST', '/mediapools/search', w.ownerToken, { isArchived: 'yes' })).statusCode).toBe(400);
    expect((await w.call('POST', '/mediapools/search', w.ownerToken, { owner: 1 })).statusCode).toBe(400);
    // Without a read key only the files assigned to the user show (modules/roles): none here.
    const none = await w.call('POST', '/mediapools/search', w.noKeysToken, {});
    expect(none.statusCode).toBe(200);
    expect(none.json().files).toEqual([]);
    expect((await w.call('POST', '/mediapools/search', undefined, {})).statusCode).toBe(419);
    const theirs = await w.addFile(w.other.company.id);
    expect((await search(w.ownerToken, {}, '?limit=100')).files.map((f) => f.id)).not.toContain(theirs.id);
    expect((await search(w.otherToken, {}, '?limit=100')).files.map((f) => f.id)).toEqual([theirs.id]);
  });

  it('sorts by first use and last change, filters by upload period, answers the total past the last page', async () => {
    const a = await w.addFile(w.other.company.id);
    const b = await w.addFile(w.other.company.id);
    await w.call('PATCH', `/files/edit/${a.id}`, w.otherToken, { title: 'Zuletzt geändert' });
    const byChange = (await search(w.otherToken, {}, '?sort=-updatedAt&limit=100')).files.map((f) => f.id);
    expect(byChange.indexOf(a.id)).toBeLessThan(byChange.indexOf(b.id));
    const byUse = await search(w.otherToken, {}, '?sort=firstUse');
    expect(byUse.res.statusCode).toBe(200);
    expect((await search(w.otherToken, { date: 7 }, '?limit=100')).files.map((f) => f.id)).toContain(b.id);
    expect((await w.call('POST', '/mediapools/search', w.otherToken, { date: 8 })).statusCode).toBe(400);
    const past = await search(w.otherToken, {}, '?page=50');
    expect(past.files).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(2);
    expect((await w.call('POST', '/mediapools/search?keyword=a%00b', w.otherToken, {})).statusCode).toBe(400);
  });
});
