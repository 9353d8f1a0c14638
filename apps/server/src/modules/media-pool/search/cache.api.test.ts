import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFileItem } from '@plakat/shared';
import { categories, mediaFileUsage, mediaFiles, users } from '../../../db/schema/index.ts';
import { createCategory } from '../../../test/factories.ts';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

/**
 * The media search answers repeated searches from its result cache (search/cache.ts). Every change that shows in the
 * list must reach the next search at once, whoever writes it: the API or SQL outside the app.
 */
let w: MediaTestWorld;
let fileId: string;
beforeAll(async () => {
  w = await mediaTestWorld();
  fileId = (await w.addFile(undefined, { name: 'Kantine Nord.png' })).id;
  await w.addFile(undefined, { name: 'Foyer Süd.png' });
});
afterAll(() => w.t.close());

const search = async (token = w.ownerToken, query = '?keyword=kantine') => {
  const res = await w.call('POST', `/mediapools/search${query}`, token, {});
  expect(res.statusCode).toBe(200);
  return res.json() as { files: MediaFileItem[]; totalCount: number };
};
const stats = () => w.t.app.contexts.mediaPool.searchCache.stats();

describe('media search result cache', () => {
  it('answers a repeated search from the cache, with URLs signed for this request', async () => {
    const first = await search();
    const before = stats();
    const second = await search();
    expect(stats().hits).toBe(before.hits + 1);
    expect(second.files.map((f) => f.id)).toEqual([fileId]);
    expect(second.totalCount).toBe(first.totalCount);
    const thumb = await w.t.app.inject({ method: 'GET', url: second.files[0].thumbUrl as string });
    expect(thumb.statusCode).toBe(200);
  });

  it('sees an edit through the API at once', async () => {
    await search();
    expect((await w.call('PATCH', `/files/edit/${fileId}`, w.ownerToken, { title: 'Kantine Süd' })).statusCode).toBe(
      200,
    );
    expect((await search()).files[0]).toMatchObject({ title: 'Kantine Süd' });
  });

  it('sees SQL written outside the app: the file, its category and its use', async () => {
    await search();
    await w.t.db.execute(sql`UPDATE media_files SET alignment = 'vertical' WHERE id = ${fileId}`);
    expect((await search()).files[0]).toMatchObject({ alignment: 'vertical' });
    const category = await createCategory(w.t.db, w.own.company.id, 'Schaufenster', '#fa8c16');
    await w.t.db.update(mediaFiles).set({ categoryId: category.id }).where(eq(mediaFiles.id, fileId));
    expect((await search()).files[0]).toMatchObject({ categoryTitle: 'Schaufenster' });
    await w.t.db.update(categories).set({ title: 'Eingang' }).where(eq(categories.id, category.id));
    expect((await search()).files[0]).toMatchObject({ categoryTitle: 'Eingang' });
    await w.t.db
      .insert(mediaFileUsage)
      .values({ fileId, kind: 'displayPlaceholder', resourceId: '00000000-0000-4000-8000-000000000001' });
    expect((await search()).files[0]).toMatchObject({ status: 'used' });
    await w.t.db.delete(mediaFileUsage).where(eq(mediaFileUsage.fileId, fileId));
    expect((await search()).files[0]).toMatchObject({ status: 'notUsed' });
  });

  it('sees the uploader renamed in the cached log entry', async () => {
    await search();
    await w.t.db.update(users).set({ firstName: 'Ada', lastName: 'Neu' }).where(eq(users.id, w.ownerId));
    expect((await search()).files[0].fileLog[0]).toMatchObject({ action: 'upload', userName: 'Ada Neu' });
  });

  it('keeps what one key set sees apart from another, and a change of another company out', async () => {
    expect((await w.call('PATCH', `/files/edit/${fileId}`, w.ownerToken, { infoAccess: 'private' })).statusCode).toBe(
      200,
    );
    expect((await search()).files.map((f) => f.id)).toEqual([fileId]);
    const publicOnly = await w.withKeys(['GET_PUBLIC_MEDIA']);
    expect((await search(publicOnly)).files).toEqual([]);
    await search();
    const before = stats();
    await w.addFile(w.other.company.id, { name: 'Kantine anderswo.png' });
    await search();
    expect(stats().hits).toBe(before.hits + 1);
  });
});
