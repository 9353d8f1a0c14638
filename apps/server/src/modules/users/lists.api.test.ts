import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerships } from '../../db/schema/index.ts';
import {
  createCategory,
  createCompany,
  createDepartment,
  createLoggedInUser,
  createPartnership,
  createRole,
  createSuperpanelAdmin,
} from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
let own: Awaited<ReturnType<typeof createCompany>>;
let ownerToken: string;
let partnerId: string;
let otherId: string;

beforeAll(async () => {
  t = await buildTestApp();
  own = await createCompany(t.db, { name: 'Zeitungshaus Nord' });
  ({ accessToken: ownerToken } = await createLoggedInUser(t.app.deps, {
    companyId: own.company.id,
    roleId: own.roleIds.owner,
    userType: 'companyOwner',
  }));
  const partner = await createCompany(t.db, { name: 'Ärztehaus Süd' });
  const alsoPartner = await createCompany(t.db, { name: 'Bahnhofsbuchhandlung' });
  const blocked = await createCompany(t.db, { name: 'Blockiert GmbH' });
  const onlyTheyListUs = await createCompany(t.db, { name: 'Einseitig KG' });
  const other = await createCompany(t.db, { name: 'Andere Firma AG' });
  partnerId = partner.company.id;
  otherId = other.company.id;
  await createPartnership(t.db, own.company.id, partner.company.id);
  await createPartnership(t.db, own.company.id, alsoPartner.company.id);
  await t.db.insert(partnerships).values([
    { companyId: own.company.id, partnerCompanyId: blocked.company.id, status: 'blocked' },
    { companyId: onlyTheyListUs.company.id, partnerCompanyId: own.company.id, status: 'active' },
  ]);
  for (const name of ['Zentrale', 'Öffentlichkeitsarbeit', 'Buchhaltung'])
    await createDepartment(t.db, own.company.id, name);
  await createDepartment(t.db, other.company.id, 'Fremde Abteilung');
  await createDepartment(t.db, partner.company.id, 'Partner-Abteilung');
  await createCategory(t.db, own.company.id, 'Schaufenster', '#fa8c16');
  await createCategory(t.db, own.company.id, 'Eingang', '#1677ff');
  await createCategory(t.db, other.company.id, 'Fremd', '#000000');
  await createRole(t.db, own.company.id, ['GET_USERS'], 'Aushilfe');
  await createRole(t.db, other.company.id, [], 'Fremde Rolle');
});
afterAll(() => t.close());

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${path}`, headers: token ? bearer(token) : {} });
const paths = ['/companies', '/departments', '/roles', '/categories/list'];

describe('organization lists', () => {
  it('GET /companies lists the own company and active partners, sorted by label', async () => {
    const res = await get('/companies?lang=de', ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: partnerId, label: 'Ärztehaus Süd' },
      { id: expect.any(String), label: 'Bahnhofsbuchhandlung' },
      { id: own.company.id, label: 'Zeitungshaus Nord' },
    ]);
  });

  it("GET /departments lists only the own company's departments", async () => {
    const res = await get('/departments', ownerToken);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((d: { name: string }) => d.name);
    expect(names).toEqual(['Buchhaltung', 'Öffentlichkeitsarbeit', 'Zentrale']);
    expect(names).not.toContain('Fremde Abteilung');
    expect(res.json().items[0]).toEqual({ id: expect.any(String), name: 'Buchhaltung' });
  });

  it('GET /roles lists the own roles, presets first', async () => {
    const res = await get('/roles', ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: own.roleIds.owner, label: 'Owner' },
      { id: own.roleIds.administrator, label: 'Administrator' },
      { id: own.roleIds.editor, label: 'Editor' },
      { id: own.roleIds.viewer, label: 'Viewer' },
      { id: expect.any(String), label: 'Aushilfe' },
    ]);
    const german = await get('/roles?lang=de', ownerToken);
    expect(german.json().items.map((r: { label: string }) => r.label)).toEqual([
      'Inhaber',
      'Administrator',
      'Redakteur',
      'Betrachter',
      'Aushilfe',
    ]);
  });

  it('GET /categories/list lists the own categories with colours', async () => {
    const res = await get('/categories/list', ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: expect.any(String), title: 'Eingang', color: '#1677ff' },
      { id: expect.any(String), title: 'Schaufenster', color: '#fa8c16' },
    ]);
  });

  it("a partner's owner sees its own data, never ours", async () => {
    const { accessToken } = await createLoggedInUser(t.app.deps, { companyId: partnerId, role: 'viewer' });
    expect((await get('/departments', accessToken)).json().items.map((d: { name: string }) => d.name)).toEqual([
      'Partner-Abteilung',
    ]);
    const { accessToken: stranger } = await createLoggedInUser(t.app.deps, { companyId: otherId, role: 'viewer' });
    expect((await get('/companies', stranger)).json().items).toEqual([{ id: otherId, label: 'Andere Firma AG' }]);
    expect((await get('/categories/list', stranger)).json().items.map((c: { title: string }) => c.title)).toEqual([
      'Fremd',
    ]);
  });

  it('answers 403 for a role without the key and for an incomplete profile', async () => {
    const empty = await createRole(t.db, own.company.id, [], 'Nichts');
    const { accessToken } = await createLoggedInUser(t.app.deps, { companyId: own.company.id, roleId: empty.id });
    for (const path of paths) {
      const res = await get(path, accessToken);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission for this action.' });
    }
    // GET_USERS alone opens the three user-overview lists but not the category list.
    const usersOnly = await createRole(t.db, own.company.id, ['GET_USERS'], 'Nur Nutzer');
    const { accessToken: limited } = await createLoggedInUser(t.app.deps, {
      companyId: own.company.id,
      roleId: usersOnly.id,
    });
    expect((await get('/roles', limited)).statusCode).toBe(200);
    expect((await get('/categories/list', limited)).statusCode).toBe(403);

    const { accessToken: incomplete } = await createLoggedInUser(t.app.deps, {
      companyId: null,
      isCompleted: false,
      userType: 'companyOwner',
    });
    const res = await get('/companies', incomplete);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please complete your registration first.');
  });

  it('grants no keys through a role of another company (as the profile shows none)', async () => {
    const foreignOwnerRole = (await createCompany(t.db)).roleIds.owner;
    const { accessToken } = await createLoggedInUser(t.app.deps, {
      companyId: own.company.id,
      roleId: foreignOwnerRole,
    });
    for (const path of paths) expect((await get(path, accessToken)).statusCode, path).toBe(403);
  });

  it('answers 419 without a token or with a superpanel token, 400 for an unknown query key', async () => {
    const { accessToken } = await createSuperpanelAdmin(t.app.deps);
    for (const path of paths) {
      expect((await get(path)).statusCode, path).toBe(419);
      expect((await get(path, accessToken)).statusCode, path).toBe(419);
      const bad = await get(`${path}?companyId=${otherId}`, ownerToken);
      expect(bad.statusCode, path).toBe(400);
    }
  });
});
