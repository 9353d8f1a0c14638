import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../db/schema/index.ts';
import { setUserStatus } from '../modules/users/index.ts';
import { createCompany, createDisplay, createLoggedInUser, createRole, createUser, testPassword } from './factories.ts';
import { type TestApp, bearer, buildTestApp } from './helper.ts';

/**
 * Two app instances on one PostgreSQL database and one DATA_DIR, as behind a load balancer: each has its own
 * process-local caches (sessions, display search), and requests alternate between them. Whatever one instance
 * changes, the other answers accordingly on its very next request. PGlite belongs to one process, so without
 * DATABASE_URL there is nothing to share and the file is skipped.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  a = await buildTestApp();
  b = await buildTestApp();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const call = (instance: TestApp, opts: InjectOptions) => instance.app.inject(opts);
const get = (instance: TestApp, url: string, token: string) =>
  call(instance, { method: 'GET', url, headers: bearer(token) });
const refresh = (instance: TestApp, token: string) => get(instance, '/api/auth/refreshToken', token);
const profile = (instance: TestApp, token: string) => get(instance, '/api/users/profile', token);
const companyInfo = (instance: TestApp, token: string) => get(instance, '/api/companies/own', token);

describe.skipIf(!onPostgres)('two instances on one database', () => {
  it('logs in on one, refreshes on the other, and repeats of one refresh get one pair on both', async () => {
    const user = await createUser(a.db);
    const login = await call(a, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken, refreshToken } = login.json();
    expect((await profile(b, accessToken)).statusCode).toBe(200);

    const onB = await refresh(b, refreshToken);
    expect(onB.statusCode).toBe(200);
    const onA = await refresh(a, refreshToken);
    expect(onA.json()).toEqual(onB.json());
    expect((await profile(a, onB.json().accessToken)).statusCode).toBe(200);

    // The same token at the same moment on both instances: one rotation, one answer.
    const next = onB.json().refreshToken;
    const [first, second] = await Promise.all([refresh(a, next), refresh(b, next)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.body).toBe(second.body);
    expect((await refresh(b, first.json().refreshToken)).statusCode).toBe(200);
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const { accessToken } = await createLoggedInUser(a.app.deps);
    expect((await profile(b, accessToken)).statusCode).toBe(200);
    const out = await call(a, { method: 'POST', url: '/api/auth/logout', headers: bearer(accessToken) });
    expect(out.statusCode).toBe(200);
    expect((await profile(b, accessToken)).statusCode).toBe(419);
  });

  it('a user paused on one instance gets 419 on the other at once, also after being unpaused', async () => {
    const { user, accessToken, refreshToken } = await createLoggedInUser(a.app.deps);
    expect((await profile(b, accessToken)).statusCode).toBe(200);
    await setUserStatus(a.app.deps, user.companyId as string, user.id, 'paused');
    expect((await profile(b, accessToken)).statusCode).toBe(419);
    expect((await refresh(b, refreshToken)).statusCode).toBe(419);
    await setUserStatus(a.app.deps, user.companyId as string, user.id, 'active');
    expect((await profile(b, accessToken)).statusCode).toBe(419);
  });

  it('a role change written through one instance counts on the other at the next request', async () => {
    const { company } = await createCompany(a.db);
    const role = await createRole(a.db, company.id, ['GET_COMPANY_INFO']);
    const { accessToken } = await createLoggedInUser(a.app.deps, { companyId: company.id, roleId: role.id });
    expect((await companyInfo(b, accessToken)).statusCode).toBe(200);
    await a.db.update(roles).set({ permissions: [] }).where(eq(roles.id, role.id));
    expect((await companyInfo(b, accessToken)).statusCode).toBe(403);
    await a.db
      .update(roles)
      .set({ permissions: ['GET_COMPANY_INFO'] })
      .where(eq(roles.id, role.id));
    expect((await companyInfo(b, accessToken)).statusCode).toBe(200);
  });

  it('a company renamed on one instance shows in the profile on the other', async () => {
    const { company, roleIds } = await createCompany(a.db);
    const owner = await createLoggedInUser(a.app.deps, {
      companyId: company.id,
      roleId: roleIds.owner,
      userType: 'companyOwner',
    });
    expect((await profile(b, owner.accessToken)).json().company.name).toBe(company.name);
    const details = {
      companyName: 'Umbenannt GmbH',
      street: 'Königsallee',
      houseNumber: '12a',
      postcode: '40212',
      town: 'Düsseldorf',
      federalState: 'DE-NW',
      country: 'DE',
    };
    const put = await call(a, {
      method: 'PUT',
      url: '/api/companies/own',
      headers: bearer(owner.accessToken),
      payload: details,
    });
    expect(put.statusCode).toBe(200);
    expect((await profile(b, owner.accessToken)).json().company.name).toBe('Umbenannt GmbH');
  });

  it('the display search cache of one instance is never stale after a change on the other', async () => {
    const { company, roleIds } = await createCompany(a.db);
    const owner = await createLoggedInUser(a.app.deps, {
      companyId: company.id,
      roleId: roleIds.owner,
      userType: 'companyOwner',
    });
    const display = await createDisplay(a.db, company.id, { title: 'Bahnhof West' });
    const search = async (instance: TestApp) => {
      const res = await call(instance, {
        method: 'POST',
        url: '/api/displays/search?keyword=bahnhof',
        headers: bearer(owner.accessToken),
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { displays: { id: string; isActive: boolean }[] };
    };
    expect((await search(b)).displays.map((d) => d.isActive)).toEqual([true]);
    const hits = b.app.contexts.displays.searchCache.stats().hits;
    await search(b);
    expect(b.app.contexts.displays.searchCache.stats().hits).toBe(hits + 1);

    const change = await call(a, {
      method: 'PATCH',
      url: `/api/displays/changeStatus/${display.id}`,
      headers: bearer(owner.accessToken),
      payload: { status: 'inactive' },
    });
    expect(change.statusCode).toBe(200);
    expect((await search(b)).displays.map((d) => d.isActive)).toEqual([false]);
    await createDisplay(b.db, company.id, { title: 'Bahnhof Ost' });
    expect((await search(a)).displays).toHaveLength(2);
  });
});
