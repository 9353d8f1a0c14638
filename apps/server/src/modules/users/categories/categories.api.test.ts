import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, displays, users } from '../../../db/schema/index.ts';
import {
  type Login,
  companyOf,
  createCategory,
  createDisplay,
  createLoggedInUser,
  createRole,
  createUser,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
let owner: Login;
let viewer: Login;
let foreignId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createLoggedInUser(t.app.deps);
  const noKeys = await createRole(t.db, companyOf(owner), ['MANAGE_CATEGORY_LIST']);
  viewer = await createLoggedInUser(t.app.deps, { companyId: companyOf(owner), roleId: noKeys.id });
  const stranger = await createUser(t.db);
  foreignId = (await createCategory(t.db, stranger.companyId as string, 'Fremd')).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/categories${path}`, headers: bearer(token), payload: payload as object });

describe('categories', () => {
  it('creates, reads, edits and deletes a category of the own company', async () => {
    const created = await call('POST', '?lang=de', owner.accessToken, { title: ' Schaufenster ', color: '#FA8C16' });
    expect(created.statusCode).toBe(201);
    const { id, ...rest } = created.json();
    expect(rest).toEqual({ title: 'Schaufenster', color: '#fa8c16', message: 'Die Kategorie wurde angelegt.' });
    expect((await call('GET', `/${id}`, owner.accessToken)).json()).toEqual({
      id,
      title: 'Schaufenster',
      color: '#fa8c16',
    });
    const edited = await call('PATCH', `/${id}`, owner.accessToken, { color: '#1677ff' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, title: 'Schaufenster', color: '#1677ff' });
    const list = await call('GET', '/list', owner.accessToken);
    expect(list.json().items).toContainEqual({ id, title: 'Schaufenster', color: '#1677ff' });
    expect((await call('DELETE', `/${id}`, owner.accessToken)).statusCode).toBe(200);
    expect((await call('GET', `/${id}`, owner.accessToken)).statusCode).toBe(404);
  });

  it('takes the category from the users and displays that had it when it is deleted', async () => {
    const category = await createCategory(t.db, companyOf(owner), 'Eingang');
    const display = await createDisplay(t.db, companyOf(owner), { categoryId: category.id });
    await t.db.update(users).set({ categoryId: category.id }).where(eq(users.id, viewer.user.id));
    expect((await call('DELETE', `/${category.id}`, owner.accessToken)).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, viewer.user.id));
    const [row] = await t.db.select().from(displays).where(eq(displays.id, display.id));
    expect(user.categoryId).toBeNull();
    expect(row.categoryId).toBeNull();
  });

  it('answers 409 for a title the company has already, whatever its case, and changes nothing', async () => {
    await createCategory(t.db, companyOf(owner), 'Kantine');
    const other = await createCategory(t.db, companyOf(owner), 'Foyer');
    const again = await call('POST', '', owner.accessToken, { title: 'KANTINE', color: '#000000' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A category with this title already exists.');
    const rename = await call('PATCH', `/${other.id}?lang=de`, owner.accessToken, { title: 'kantine' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('Eine Kategorie mit diesem Titel gibt es bereits.');
    expect((await call('GET', `/${other.id}`, owner.accessToken)).json().title).toBe('Foyer');
    // Another company may use the same title.
    const stranger = await createLoggedInUser(t.app.deps);
    expect((await call('POST', '', stranger.accessToken, { title: 'Kantine', color: '#000000' })).statusCode).toBe(201);
  });

  it('answers 400 for a bad title, colour, body or id', async () => {
    for (const body of [
      { title: '', color: '#000000' },
      { title: 'x'.repeat(61), color: '#000000' },
      { title: 'Rot', color: 'red' },
      { title: 'Rot', color: '#12345' },
      { title: 'Rot\u202e', color: '#000000' },
      { title: 'Rot', color: '#000000', companyId: companyOf(owner) },
    ]) {
      const res = await call('POST', '', owner.accessToken, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const category = await createCategory(t.db, companyOf(owner));
    expect((await call('PATCH', `/${category.id}`, owner.accessToken, {})).statusCode).toBe(400);
    expect((await call('GET', '/not-a-uuid', owner.accessToken)).statusCode).toBe(400);
  });

  it('answers 403 without the key of each call', async () => {
    const category = await createCategory(t.db, companyOf(owner));
    const body = { title: 'Neu', color: '#000000' };
    expect((await call('POST', '', viewer.accessToken, body)).statusCode).toBe(403);
    expect((await call('GET', `/${category.id}`, viewer.accessToken)).statusCode).toBe(403);
    expect((await call('PATCH', `/${category.id}`, viewer.accessToken, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/${category.id}`, viewer.accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/list', viewer.accessToken)).statusCode).toBe(200);
  });

  it("answers 404 for another company's category and leaves it alone", async () => {
    expect((await call('GET', `/${foreignId}`, owner.accessToken)).statusCode).toBe(404);
    expect((await call('PATCH', `/${foreignId}`, owner.accessToken, { title: 'Meins' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${foreignId}`, owner.accessToken)).statusCode).toBe(404);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, foreignId));
    expect(row.title).toBe('Fremd');
  });
});
