import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions, presetRoles } from '@plakat/shared';
import { roles } from '../../db/schema/index.ts';
import { createCompany, createLoggedInUser, createRole, createSuperpanelAdmin } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (token?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/profile${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/users/profile', () => {
  it('answers the completed owner with company, role and every permission key, sorted', async () => {
    const { user, accessToken } = await createLoggedInUser(t.app.deps, { firstName: 'Jürgen', lastName: 'Müller 🎉' });
    const res = await profile(accessToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: user.id,
      isCompleted: true,
      userType: 'companyOwner',
      email: user.email,
      firstName: 'Jürgen',
      lastName: 'Müller 🎉',
      salutation: 'ms',
      title: null,
      phoneCountryCode: null,
      phone: null,
      language: 'en',
      mustChangePassword: false,
      company: { id: user.companyId, name: expect.stringMatching(/^Company /) },
      roles: [{ id: user.roleId, label: 'Owner' }],
      permissions: [...allPermissions].sort(),
    });
    expect(Object.keys(body)).not.toContain('passwordHash');
    expect(res.body).not.toMatch(/argon2/);
  });

  it('answers the role keys of a company user (Viewer) and only those', async () => {
    const { company } = await createCompany(t.db);
    const { accessToken } = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'viewer' });
    const body = (await profile(accessToken, '?lang=de')).json();
    expect(body.userType).toBe('companyUser');
    expect(body.roles.map((r: { label: string }) => r.label)).toEqual(['Betrachter']);
    expect(body.permissions).toEqual([...presetRoles.viewer].sort());
    expect(body.permissions).not.toContain('CREATE_DISPLAY');
  });

  it('ignores unknown keys stored on a role and a role of another company', async () => {
    const { company } = await createCompany(t.db);
    const other = await createCompany(t.db);
    const strange = await createRole(t.db, company.id, ['GET_USERS', 'NOT_A_KEY', 'CREATE_DISPLAY'], 'Strange');
    const { accessToken } = await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: strange.id });
    expect((await profile(accessToken)).json().permissions).toEqual(['CREATE_DISPLAY', 'GET_USERS']);

    const { accessToken: foreign } = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      roleId: other.roleIds.owner,
    });
    const body = (await profile(foreign)).json();
    expect(body.roles).toEqual([]);
    expect(body.permissions).toEqual([]);
    await t.db.delete(roles).where(eq(roles.id, strange.id));
  });

  it('shows a user who has not completed the registration as such, without company and role', async () => {
    const { user, accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: null,
      isCompleted: false,
      userType: 'companyOwner',
    });
    const res = await profile(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      isCompleted: false,
      userType: 'companyOwner',
      company: null,
      roles: [],
      permissions: [],
    });
  });

  it('answers 419 without a token, with a malformed token and with a superpanel token', async () => {
    for (const res of [await profile(), await profile('not-a-jwt')]) {
      expect(res.statusCode).toBe(419);
      expect(res.json()).toEqual({ message: 'Session expired. Please log in again.' });
    }
    const { accessToken } = await createSuperpanelAdmin(t.app.deps);
    const res = await profile(accessToken, '?lang=de');
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe('Sitzung abgelaufen. Bitte melden Sie sich erneut an.');
  });

  it('answers 400 for an unknown query key', async () => {
    const { accessToken } = await createLoggedInUser(t.app.deps);
    const res = await profile(accessToken, '?userId=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/userId/);
  });
});
