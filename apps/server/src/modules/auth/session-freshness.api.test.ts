import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, sessions, userRoles, users } from '../../db/schema/index.ts';
import { createCompany, createLoggedInUser, createRole, createSuperpanelAdmin } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

/**
 * The session cache is never stale: whatever ends a session or changes what its user may do takes effect on the next
 * request. The changes are made straight in the database, past every service, so only the triggers of migration 0006
 * can tell the cache (PGlite: announcements; PostgreSQL: the revision read per request). two-instances.api.test.ts
 * proves the same across two app instances.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const companyInfo = (token: string) => get('/api/companies/own', token);
const profile = (token: string) => get('/api/users/profile', token);
const revisionOf = async (userId: string) =>
  (await t.db.select({ r: users.authRevision }).from(users).where(eq(users.id, userId)))[0].r;

/** A user of a new company whose custom role grants GET_COMPANY_INFO, with the request answered once (cached). */
async function cachedUser() {
  const { company } = await createCompany(t.db);
  const role = await createRole(t.db, company.id, ['GET_COMPANY_INFO']);
  const login = await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: role.id, role: 'viewer' });
  expect((await companyInfo(login.accessToken)).statusCode).toBe(200);
  return { ...login, company, role };
}

describe('session cache freshness', () => {
  it('a role losing a key answers 403 on the next request, and gaining it back 200', async () => {
    const { accessToken, role } = await cachedUser();
    await t.db.update(roles).set({ permissions: [] }).where(eq(roles.id, role.id));
    expect((await companyInfo(accessToken)).statusCode).toBe(403);
    await t.db
      .update(roles)
      .set({ permissions: ['GET_COMPANY_INFO'] })
      .where(eq(roles.id, role.id));
    expect((await companyInfo(accessToken)).statusCode).toBe(200);
  });

  it('a user moved to another role gets that role at once', async () => {
    const { user, accessToken, company } = await cachedUser();
    const other = await createRole(t.db, company.id, []);
    await t.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
      await tx.insert(userRoles).values({ userId: user.id, roleId: other.id });
    });
    expect((await companyInfo(accessToken)).statusCode).toBe(403);
    expect((await profile(accessToken)).json().roles).toEqual([{ id: other.id, label: other.label }]);
  });

  it('a second role adds its keys at once, and losing it takes them away', async () => {
    const { user, accessToken, role } = await cachedUser();
    await t.db.update(roles).set({ permissions: [] }).where(eq(roles.id, role.id));
    expect((await companyInfo(accessToken)).statusCode).toBe(403);
    const info = await createRole(t.db, user.companyId ?? '', ['GET_COMPANY_INFO']);
    await t.db.insert(userRoles).values({ userId: user.id, roleId: info.id });
    expect((await companyInfo(accessToken)).statusCode).toBe(200);
    await t.db.delete(userRoles).where(eq(userRoles.roleId, info.id));
    expect((await companyInfo(accessToken)).statusCode).toBe(403);
  });

  it('a paused or deleted user answers 419 on the next request, even with the session still open', async () => {
    const paused = await cachedUser();
    await t.db.update(users).set({ status: 'paused' }).where(eq(users.id, paused.user.id));
    expect((await companyInfo(paused.accessToken)).statusCode).toBe(419);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, paused.user.id));
    expect((await companyInfo(paused.accessToken)).statusCode).toBe(200);

    const deleted = await cachedUser();
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await companyInfo(deleted.accessToken)).statusCode).toBe(419);
  });

  it('a revoked session answers 419 on the next request, company and superpanel', async () => {
    const { accessToken } = await cachedUser();
    const admin = await createSuperpanelAdmin(t.app.deps);
    expect((await get('/api/superpanel/me', admin.accessToken)).statusCode).toBe(200);
    for (const token of [accessToken, admin.accessToken]) {
      const sid = t.app.deps.jwt.decodeVerified(token)?.sid ?? '';
      await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
    }
    expect((await companyInfo(accessToken)).statusCode).toBe(419);
    expect((await get('/api/superpanel/me', admin.accessToken)).statusCode).toBe(419);
  });

  it('the profile shows a new company name and role label at once', async () => {
    const { accessToken, company, role } = await cachedUser();
    expect((await profile(accessToken)).json().company.name).toBe(company.name);
    await t.db.update(companies).set({ name: 'Renamed GmbH' }).where(eq(companies.id, company.id));
    await t.db.update(roles).set({ label: 'Renamed role' }).where(eq(roles.id, role.id));
    const body = (await profile(accessToken)).json();
    expect(body.company.name).toBe('Renamed GmbH');
    expect(body.roles[0].label).toBe('Renamed role');
  });

  it('recording activity leaves the revision alone; any other change of the user moves it', async () => {
    const { user } = await cachedUser();
    const before = await revisionOf(user.id);
    await t.db.update(users).set({ lastActivityAt: new Date() }).where(eq(users.id, user.id));
    expect(await revisionOf(user.id)).toBe(before);
    await t.db.update(users).set({ firstName: 'Renate' }).where(eq(users.id, user.id));
    expect(await revisionOf(user.id)).toBe(before + 1);
  });
});
