import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem } from '@plakat/shared';
import { categories } from '../../../db/schema/index.ts';
import { createCategory, createCompany, createLoggedInUser, createRole, createUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { recordStatements } from '../../../test/statements.ts';

/**
 * The user overview answers repeated searches from its result cache (search/cache.ts). Every change that shows in the
 * list must reach the next search at once, whoever writes it (the API or SQL outside the app), and no answer may reach
 * another company or an actor with other keys.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof createLoggedInUser>>;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createLoggedInUser(t.app.deps, { firstName: 'Olga', lastName: 'Owner' });
  companyId = owner.user.companyId as string;
});
afterAll(() => t.close());

const search = async (token = owner.accessToken, query = '?perPage=100') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: UserListItem[]; totalCount: number };
};
const stats = () => t.app.contexts.users.searchCache.stats();
const call = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(owner.accessToken), payload });
const item = async (id: string) => (await search()).items.find((u) => u.id === id);

describe('user overview result cache', () => {
  it('answers a repeated search from the cache, in the reader language', async () => {
    await search();
    const before = stats();
    const again = await search(owner.accessToken, '?perPage=100&lang=de');
    expect(stats().hits).toBe(before.hits + 1);
    expect(again.items[0].roles[0].label).toBe('Inhaber');
    expect((await search(owner.accessToken, '?perPage=100&fullText=OLGA')).totalCount).toBe(1);
    const mid = stats();
    expect((await search(owner.accessToken, '?perPage=100&fullText=olga')).totalCount).toBe(1);
    expect(stats().hits).toBe(mid.hits + 1);
  });

  it('sees a status change and a role change through the API at once', async () => {
    const anna = await createUser(t.db, { companyId, role: 'editor', firstName: 'Anna' });
    expect((await item(anna.id))?.status).toBe('active');
    expect((await call('PATCH', 'users/status', { ids: [anna.id], status: 'paused' })).statusCode).toBe(200);
    expect((await item(anna.id))?.status).toBe('paused');
    const role = await createRole(t.db, companyId, ['GET_USERS'], 'Leser');
    expect((await call('PUT', `users/${anna.id}/roles`, { roleIds: [role.id] })).statusCode).toBe(200);
    expect((await item(anna.id))?.roles.map((r) => r.label)).toEqual(['Leser']);
  });

  it('sees a new user created through the API, and a category renamed in SQL', async () => {
    const before = (await search()).totalCount;
    const created = await call('POST', 'users', {
      email: `neu.${randomUUID()}@example.com`,
      firstName: 'Nora',
      lastName: 'Neu',
      roleId: (await createRole(t.db, companyId, [])).id,
      affiliation: 'internal',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await search()).totalCount).toBe(before + 1);
    const category = await createCategory(t.db, companyId, 'VIP', '#ff0000');
    const nora = (await search(owner.accessToken, '?fullText=nora')).items[0];
    expect((await call('PATCH', `users/${nora.id}`, { categoryId: category.id })).statusCode).toBe(200);
    expect((await item(nora.id))?.category?.title).toBe('VIP');
    await t.db.update(categories).set({ title: 'Gold' }).where(eq(categories.id, category.id));
    expect((await item(nora.id))?.category?.title).toBe('Gold');
    await t.db.execute(sql`UPDATE companies SET name = 'Umbenannt GmbH' WHERE id = ${companyId}`);
    expect((await item(nora.id))?.company.name).toBe('Umbenannt GmbH');
  });

  it('keeps companies and key sets apart', async () => {
    const other = await createCompany(t.db);
    const otherOwner = await createLoggedInUser(t.app.deps, {
      companyId: other.company.id,
      roleId: other.roleIds.owner,
      userType: 'companyOwner',
    });
    const mine = await search();
    const theirs = await search(otherOwner.accessToken);
    expect(theirs.items.map((u) => u.id)).toEqual([otherOwner.user.id]);
    expect(mine.items.map((u) => u.id)).not.toContain(otherOwner.user.id);
    // A write in the other company leaves this company's entry valid.
    const before = stats();
    await createUser(t.db, { companyId: other.company.id, firstName: 'Fremd' });
    await search();
    expect(stats().hits).toBe(before.hits + 1);
    // Another key set of the same company gets an entry of its own.
    const reader = await createRole(t.db, companyId, ['GET_USERS']);
    const readerUser = await createLoggedInUser(t.app.deps, { companyId, roleId: reader.id });
    const mid = stats();
    await search(readerUser.accessToken);
    expect(stats().misses).toBe(mid.misses + 1);
  });
});

describe('what a search costs in statements', () => {
  it('adds no statement for the permission check: cached none beyond the revisions, uncached the search', async () => {
    // The statements of the second of two equal searches; a failure names them.
    const count = async (query: string) => {
      await search(owner.accessToken, query);
      const recorder = recordStatements(t.database);
      try {
        await search(owner.accessToken, query);
      } finally {
        recorder.stop();
      }
      return { length: recorder.seen.length, seen: recorder.seen.map((statement) => statement.text) };
    };
    // PGlite: the session cache and the revisions are announced, a hit costs no statement. PostgreSQL: one for the
    // session's revision (the session cache) and one for the overview's revision.
    const postgres = t.database.kind === 'postgres';
    const cached = await count('?perPage=100&sort=email');
    expect(cached.length, cached.seen.join('\n')).toBe(postgres ? 2 : 0);
    // Relative to today: never cached, the search itself runs (one statement: rows and total together).
    const relative = await count('?perPage=100&lastActivity=7');
    expect(relative.length, relative.seen.join('\n')).toBe(postgres ? 2 : 1);
  });
});
