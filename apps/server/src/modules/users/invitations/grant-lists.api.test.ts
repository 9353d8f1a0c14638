import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createDepartment, createLoggedInUser, createRole } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

/** A company with a department, a role holding `keys` (its user logs in), and a role that needs more keys. */
async function world(keys: string[]) {
  const { company, roleIds } = await createCompany(t.db);
  const department = await createDepartment(t.db, company.id, 'Vertrieb');
  const own = await createRole(t.db, company.id, keys, 'Einlader');
  const noKeys = await createRole(t.db, company.id, [], 'Ohne Schlüssel');
  const more = await createRole(t.db, company.id, [...keys, 'DELETE_USER'], 'Mehr Schlüssel');
  const login = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    roleId: own.id,
    userType: 'companyUser',
  });
  return { company, roleIds, department, own, noKeys, more, token: login.accessToken };
}

describe('GET /api/invitations/roles and /api/invitations/departments', () => {
  it('serve a user with INVITE_USERS but without GET_USERS, who may not read the overview lists', async () => {
    const w = await world(['INVITE_USERS']);
    expect((await get('/roles', w.token)).statusCode).toBe(403);
    expect((await get('/departments', w.token)).statusCode).toBe(403);

    const roles = await get('/invitations/roles', w.token);
    expect(roles.statusCode).toBe(200);
    // Only the roles without a key the inviter lacks: the presets all hold more, and so does 'Mehr Schlüssel'.
    expect(roles.json().items).toEqual([
      { id: w.own.id, label: 'Einlader' },
      { id: w.noKeys.id, label: 'Ohne Schlüssel' },
    ]);
    const departments = await get('/invitations/departments', w.token);
    expect(departments.statusCode).toBe(200);
    expect(departments.json().items).toEqual([{ id: w.department.id, name: 'Vertrieb' }]);
  });

  it('serve a user with CREATE_USER alone', async () => {
    const w = await world(['CREATE_USER']);
    const roles = await get('/invitations/roles', w.token);
    expect(roles.statusCode).toBe(200);
    expect(roles.json().items.map((r: { id: string }) => r.id)).toEqual([w.own.id, w.noKeys.id]);
    expect((await get('/invitations/departments', w.token)).statusCode).toBe(200);
  });

  it('refuse a user with neither key, GET_USERS or not (403)', async () => {
    const w = await world(['GET_USERS']);
    expect((await get('/roles', w.token)).statusCode).toBe(200);
    const roles = await get('/invitations/roles?lang=de', w.token);
    expect(roles.statusCode).toBe(403);
    expect(roles.json().message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    expect((await get('/invitations/departments', w.token)).statusCode).toBe(403);
  });

  it('list an owner every role of the own company, presets first, and nothing of another company', async () => {
    const w = await world(['INVITE_USERS']);
    const other = await createCompany(t.db);
    await createDepartment(t.db, other.company.id, 'Fremd');
    const owner = await createLoggedInUser(t.app.deps, { companyId: w.company.id, roleId: w.roleIds.owner });
    const roles = (await get('/invitations/roles?lang=en', owner.accessToken)).json().items as { id: string }[];
    expect(roles.map((r) => r.id)).toEqual([
      w.roleIds.owner,
      w.roleIds.administrator,
      w.roleIds.editor,
      w.roleIds.viewer,
      w.own.id,
      w.more.id,
      w.noKeys.id,
    ]);
    const departments = (await get('/invitations/departments', owner.accessToken)).json().items;
    expect(departments).toEqual([{ id: w.department.id, name: 'Vertrieb' }]);
  });
});
