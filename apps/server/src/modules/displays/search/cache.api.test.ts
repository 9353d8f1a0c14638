import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { openDatabase } from '../../../db/client.ts';
import { categories, companies, displayMedia, displays } from '../../../db/schema/index.ts';
import { createCategory, createCompany, createDisplay, createLoggedInUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

/**
 * The own display search answers repeated searches from its result cache (search-cache.ts). Every kind of change that
 * shows in the list must reach the next search at once, whoever writes it: the API, SQL outside the app, or another
 * server on the same database.
 */
let t: TestApp;
let companyId: string;
let token: string;
let displayId: string;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const { company, roleIds } = await createCompany(t.db, { name: 'Cache GmbH' });
  companyId = company.id;
  ({ accessToken: token } = await createLoggedInUser(t.app.deps, {
    companyId,
    roleId: roleIds.owner,
    userType: 'companyOwner',
  }));
  categoryId = (await createCategory(t.db, companyId, 'Schaufenster', '#fa8c16')).id;
  displayId = (await createDisplay(t.db, companyId, { title: 'Kantine Nord', categoryId })).id;
  await createDisplay(t.db, companyId, { title: 'Foyer Süd' });
});
afterAll(() => t.close());

const search = async (app = t.app, body: object = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/displays/search?keyword=kantine',
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { displays: Record<string, unknown>[]; totalCount: number };
};
const stats = () => t.app.contexts.displays.searchCache.stats();

describe('display search result cache', () => {
  it('answers a repeated search from the cache, the same as the query', async () => {
    const first = await search();
    const before = stats();
    const second = await search();
    expect(stats().hits).toBe(before.hits + 1);
    expect(second).toEqual(first);
    expect(first.displays.map((d) => d.title)).toEqual(['Kantine Nord']);
  });

  it('sees a state change through the API at once', async () => {
    await search();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/displays/changeStatus/${displayId}`,
      headers: bearer(token),
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect((await search()).displays[0]).toMatchObject({ isActive: false });
  });

  it('sees SQL written outside the app: a display, its category and its first picture', async () => {
    await search();
    await t.db.execute(sql`UPDATE displays SET title = 'Kantine Nord – neu' WHERE id = ${displayId}`);
    expect((await search()).displays[0]).toMatchObject({ title: 'Kantine Nord – neu', categoryTitle: 'Schaufenster' });
    await t.db.update(categories).set({ title: 'Eingang' }).where(eq(categories.id, categoryId));
    expect((await search()).displays[0]).toMatchObject({ categoryTitle: 'Eingang', thumbUrl: null });
    await t.db.insert(displayMedia).values({
      displayId,
      companyId,
      kind: 'location',
      storageKey: 'x/original.jpg',
      thumbKey: 'x/thumb.webp',
      mime: 'image/jpeg',
      sizeBytes: 1,
    });
    expect((await search()).displays[0].thumbUrl).toEqual(expect.stringContaining('/api/'));
    await t.db.delete(displayMedia).where(eq(displayMedia.displayId, displayId));
    expect((await search()).displays[0].thumbUrl).toBeNull();
  });

  it('sees new and removed matches and a renamed company, and keeps its entry when a transaction rolls back', async () => {
    await search();
    const added = await createDisplay(t.db, companyId, { title: 'Kantine Süd' });
    expect((await search()).totalCount).toBe(2);
    await t.db.delete(displays).where(eq(displays.id, added.id));
    expect((await search()).totalCount).toBe(1);

    const misses = stats().misses;
    await t.db.update(companies).set({ name: 'Cache AG' }).where(eq(companies.id, companyId));
    await search();
    expect(stats().misses).toBe(misses + 1);

    await search();
    const hits = stats().hits;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(displays).set({ title: 'never committed' }).where(eq(displays.id, displayId));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await search()).displays[0].title).toBe('Kantine Nord – neu');
    expect(stats().hits).toBe(hits + 1);
  });

  it('does not cache a search relative to today (created in the last N days)', async () => {
    const before = stats();
    await search(t.app, { date: 7 });
    await search(t.app, { date: 7 });
    expect(stats()).toMatchObject({ hits: before.hits, misses: before.misses });
  });

  it('a second server on the same database sees the first one’s writes at once', async () => {
    // On PostgreSQL a second pool stands for another process; PGlite belongs to one process, so its servers share it.
    const database = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
      : t.database;
    const second = await buildApp({ config: t.app.deps.config, database, logger: false });
    try {
      await search(second);
      await search(second);
      expect(second.contexts.displays.searchCache.stats().hits).toBe(1);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/displays/changeStatus/${displayId}`,
        headers: bearer(token),
        payload: { status: 'active' },
      });
      expect(res.statusCode).toBe(200);
      expect((await search(second)).displays[0]).toMatchObject({ isActive: true });
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});
