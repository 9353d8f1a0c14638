import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../../../db/schema/index.ts';
import { type Login, companyOf, createDepartment, createLoggedInUser, createUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
let owner: Login;
let viewer: Login;
let foreignId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createLoggedInUser(t.app.deps);
  viewer = await createLoggedInUser(t.app.deps, { companyId: companyOf(owner), role: 'viewer' });
  const stranger = await createUser(t.db);
  foreignId = (await createDepartment(t.db, stranger.companyId as string, 'Fremd')).id;
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', path: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/departments${path}`, headers: bearer(token), payload: payload as object });
const nameOf = async (id: string) =>
  (await t.db.select().from(departments).where(eq(departments.id, id)))[0]?.name ?? null;

describe('departments', () => {
  it('creates, renames and deletes a department; its users keep none', async () => {
    const created = await call('POST', '?lang=de', owner.accessToken, { name: ' Vertrieb ' });
    expect(created.statusCode).toBe(201);
    const { id, ...rest } = created.json();
    expect(rest).toEqual({ name: 'Vertrieb', message: 'Die Abteilung wurde angelegt.' });
    const renamed = await call('PATCH', `/${id}`, owner.accessToken, { name: 'Verkauf' });
    expect(renamed.json()).toEqual({ id, name: 'Verkauf', message: 'The department has been saved.' });
    const list = await t.app.inject({ method: 'GET', url: '/api/departments', headers: bearer(owner.accessToken) });
    expect(list.json().items).toContainEqual({ id, name: 'Verkauf' });
    await t.db.update(users).set({ departmentId: id }).where(eq(users.id, viewer.user.id));
    expect((await call('DELETE', `/${id}`, owner.accessToken)).statusCode).toBe(200);
    expect(await nameOf(id)).toBeNull();
    const [user] = await t.db.select().from(users).where(eq(users.id, viewer.user.id));
    expect(user.departmentId).toBeNull();
  });

  it('answers 409 for a name the company has already, whatever its case', async () => {
    await createDepartment(t.db, companyOf(owner), 'Buchhaltung');
    const other = await createDepartment(t.db, companyOf(owner), 'Einkauf');
    const again = await call('POST', '', owner.accessToken, { name: 'buchhaltung' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A department with this name already exists.');
    expect((await call('PATCH', `/${other.id}`, owner.accessToken, { name: 'BUCHHALTUNG' })).statusCode).toBe(409);
    expect(await nameOf(other.id)).toBe('Einkauf');
  });

  it('answers 400 for a bad name, body or id', async () => {
    for (const body of [{ name: '' }, { name: 'x'.repeat(101) }, {}, { name: 'A', companyId: companyOf(owner) }]) {
      expect((await call('POST', '', owner.accessToken, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('DELETE', '/42', owner.accessToken)).statusCode).toBe(400);
  });

  it('answers 403 without EDIT_USER', async () => {
    const department = await createDepartment(t.db, companyOf(owner));
    expect((await call('POST', '', viewer.accessToken, { name: 'Neu' })).statusCode).toBe(403);
    expect((await call('PATCH', `/${department.id}`, viewer.accessToken, { name: 'Neu' })).statusCode).toBe(403);
    expect((await call('DELETE', `/${department.id}`, viewer.accessToken)).statusCode).toBe(403);
  });

  it("answers 404 for another company's department and leaves it alone", async () => {
    expect((await call('PATCH', `/${foreignId}`, owner.accessToken, { name: 'Meins' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${foreignId}`, owner.accessToken)).statusCode).toBe(404);
    expect(await nameOf(foreignId)).toBe('Fremd');
  });
});
