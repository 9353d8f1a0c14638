import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@plakat/shared';
import { roles, userRoles } from '../../../db/schema/index.ts';
import { createCompany, createLoggedInUser, createRole, createUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An owner of a new company with its preset role ids, and a user of that company holding only `keys`. */
async function world() {
  const { company, roleIds } = await createCompany(t.db);
  const owner = await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: roleIds.owner });
  const withKeys = async (keys: string[]) => {
    const role = await createRole(t.db, company.id, keys);
    return (await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: role.id, role: 'viewer' }))
      .accessToken;
  };
  return { company, roleIds, owner: owner.accessToken, withKeys };
}
const heldRoles = async (userId: string) =>
  (await t.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => r.roleId,
  );
const profile = (token: string) => call('GET', '/users/profile', token);

describe('GET /roles/overview', () => {
  it('lists presets first (labels in the reader’s language), then custom roles by name, with holder counts', async () => {
    const w = await world();
    const zeta = await createRole(t.db, w.company.id, ['GET_USERS'], 'Zeta');
    await createRole(t.db, w.company.id, [], 'Ärzte');
    await createUser(t.db, { companyId: w.company.id, roleId: zeta.id });
    await createUser(t.db, { companyId: w.company.id, roleId: zeta.id });
    await createRole(t.db, (await createCompany(t.db)).company.id, [], 'Foreign');
    const res = await call('GET', '/roles/overview?lang=de', w.owner);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((r: { label: string }) => r.label)).toEqual([
      'Inhaber',
      'Administrator',
      'Redakteur',
      'Betrachter',
      'Ärzte',
      'Zeta',
    ]);
    expect(items[0]).toMatchObject({ preset: 'owner', holderCount: 1, displayScope: 'all', mediaScope: 'all' });
    expect(items[0].permissions).toHaveLength(allPermissions.length);
    expect(items[5]).toMatchObject({ preset: null, holderCount: 2, permissions: ['GET_USERS'] });
  });

  it('403 without GET_USERS, 400 for an unknown language', async () => {
    const w = await world();
    expect((await call('GET', '/roles/overview', await w.withKeys(['CREATE_CUSTOM_ROLE']))).statusCode).toBe(403);
    expect((await call('GET', '/roles/overview?lang=fr', w.owner)).statusCode).toBe(400);
  });
});

describe('POST /roles', () => {
  it('creates a custom role with the keys and scopes', async () => {
    const w = await world();
    const res = await call('POST', '/roles', w.owner, {
      label: 'Social Media',
      permissions: ['GET_PUBLIC_MEDIA', 'UPLOAD_MEDIAPOOL_MEDIA', 'GET_PUBLIC_MEDIA'],
      displayScope: 'assigned',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      label: 'Social Media',
      preset: null,
      permissions: ['GET_PUBLIC_MEDIA', 'UPLOAD_MEDIAPOOL_MEDIA'],
      displayScope: 'assigned',
      mediaScope: 'all',
      holderCount: 0,
    });
    const [row] = await t.db.select().from(roles).where(eq(roles.id, res.json().id));
    expect(row.companyId).toBe(w.company.id);
  });

  it('400: empty, 200 characters, unknown keys, unknown scope; nothing is created', async () => {
    const w = await world();
    const before = await t.db.$count(roles, eq(roles.companyId, w.company.id));
    for (const body of [
      { label: '', permissions: [] },
      { label: '   ', permissions: [] },
      { label: 'x'.repeat(200), permissions: [] },
      { label: 'Neu', permissions: ['NOT_A_KEY'] },
      { label: 'Neu', permissions: [], displayScope: 'some' },
      { label: 'Neu\u202E', permissions: [] },
      { label: 'Neu' },
    ]) {
      const res = await call('POST', '/roles?lang=de', w.owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await t.db.$count(roles, eq(roles.companyId, w.company.id))).toBe(before);
  });

  it('409 for a name the company has already, in any case, presets included; another company may use it', async () => {
    const w = await world();
    await createRole(t.db, w.company.id, [], 'Hausmeister');
    const res = await call('POST', '/roles?lang=de', w.owner, { label: 'HAUSMEISTER', permissions: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Eine Rolle mit diesem Namen gibt es bereits.');
    expect((await call('POST', '/roles', w.owner, { label: 'owner', permissions: [] })).statusCode).toBe(409);
    const other = await world();
    expect((await call('POST', '/roles', other.owner, { label: 'Hausmeister', permissions: [] })).statusCode).toBe(201);
  });

  it('403 without the key; 403 for keys the user does not hold (translated, naming none)', async () => {
    const w = await world();
    expect(
      (await call('POST', '/roles', await w.withKeys(['GET_USERS']), { label: 'A', permissions: [] })).statusCode,
    ).toBe(403);
    const creator = await w.withKeys(['CREATE_CUSTOM_ROLE', 'GET_USERS']);
    const res = await call('POST', '/roles?lang=en', creator, {
      label: 'A',
      permissions: ['GET_USERS', 'DELETE_USER'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot grant permissions you do not hold.');
    expect(
      (await call('POST', '/roles', creator, { label: 'B', permissions: ['GET_USERS', 'CREATE_CUSTOM_ROLE'] }))
        .statusCode,
    ).toBe(201);
  });

  it('a user whose keys reach only assigned displays cannot create a role reaching all of them', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, ['CREATE_CUSTOM_ROLE', 'GET_USERS']);
    await t.db.update(roles).set({ displayScope: 'assigned' }).where(eq(roles.id, role.id));
    const login = await createLoggedInUser(t.app.deps, { companyId: w.company.id, roleId: role.id });
    const body = { label: 'Scoped', permissions: ['GET_USERS'], displayScope: 'all', mediaScope: 'all' };
    expect((await call('POST', '/roles', login.accessToken, body)).statusCode).toBe(403);
    const narrow = { ...body, displayScope: 'assigned' };
    expect((await call('POST', '/roles', login.accessToken, narrow)).statusCode).toBe(201);
  });
});

describe('PATCH /roles/{roleId}', () => {
  it('renames a custom role; its own name in another case is fine', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, [], 'Kasse');
    const res = await call('PATCH', `/roles/${role.id}`, w.owner, { label: 'KASSE' });
    expect(res.statusCode).toBe(200);
    expect(res.json().label).toBe('KASSE');
  });

  it('409 for presets and taken names, 404 for another company’s role, 400 for a bad id or name, 403', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, [], 'Kasse');
    await createRole(t.db, w.company.id, [], 'Lager');
    const preset = await call('PATCH', `/roles/${w.roleIds.editor}?lang=de`, w.owner, { label: 'Editor 2' });
    expect(preset.statusCode).toBe(409);
    expect(preset.json().message).toBe('Vordefinierte Rollen können nicht umbenannt, bearbeitet oder gelöscht werden.');
    expect((await call('PATCH', `/roles/${role.id}`, w.owner, { label: 'lager' })).statusCode).toBe(409);
    const foreign = await createRole(t.db, (await createCompany(t.db)).company.id, [], 'Fremd');
    expect((await call('PATCH', `/roles/${foreign.id}`, w.owner, { label: 'Meins' })).statusCode).toBe(404);
    expect((await call('PATCH', '/roles/not-a-uuid', w.owner, { label: 'Meins' })).statusCode).toBe(400);
    expect((await call('PATCH', `/roles/${role.id}`, w.owner, { label: '' })).statusCode).toBe(400);
    const noKey = await w.withKeys(['GET_USERS']);
    expect((await call('PATCH', `/roles/${role.id}`, noKey, { label: 'Meins' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(roles).where(eq(roles.id, foreign.id));
    expect(row.label).toBe('Fremd');
  });
});

describe('POST /roles/{roleId}/duplicate', () => {
  it('copies keys and scopes into a new custom role; a preset is duplicated too', async () => {
    const w = await world();
    const source = await createRole(t.db, w.company.id, ['GET_USERS', 'CREATE_DISPLAY'], 'Filiale');
    await t.db.update(roles).set({ mediaScope: 'assigned' }).where(eq(roles.id, source.id));
    const res = await call('POST', `/roles/${source.id}/duplicate`, w.owner, { label: 'Filiale 2' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      label: 'Filiale 2',
      preset: null,
      permissions: ['GET_USERS', 'CREATE_DISPLAY'],
      mediaScope: 'assigned',
      displayScope: 'all',
    });
    const fromPreset = await call('POST', `/roles/${w.roleIds.viewer}/duplicate`, w.owner, { label: 'Leser' });
    expect(fromPreset.statusCode).toBe(201);
    expect(fromPreset.json().preset).toBeNull();
  });

  it('403 for a role with keys the user does not hold, 404 foreign, 409 taken name, 400, 403 without the key', async () => {
    const w = await world();
    const duplicator = await w.withKeys(['DUPLICATE_ROLE', 'GET_USERS']);
    const refused = await call('POST', `/roles/${w.roleIds.owner}/duplicate`, duplicator, { label: 'Zweiter' });
    expect(refused.statusCode).toBe(403);
    const foreign = await createRole(t.db, (await createCompany(t.db)).company.id, []);
    expect((await call('POST', `/roles/${foreign.id}/duplicate`, w.owner, { label: 'X' })).statusCode).toBe(404);
    expect((await call('POST', `/roles/${w.roleIds.viewer}/duplicate`, w.owner, { label: 'Viewer' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/roles/${w.roleIds.viewer}/duplicate`, w.owner, {})).statusCode).toBe(400);
    const noKey = await w.withKeys(['GET_USERS']);
    expect((await call('POST', `/roles/${w.roleIds.viewer}/duplicate`, noKey, { label: 'Y' })).statusCode).toBe(403);
  });
});

describe('PUT /roles/{roleId}/permissions', () => {
  it('a holder’s next request runs with the new keys, without a new login', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, ['GET_USERS'], 'Team');
    const holder = await createLoggedInUser(t.app.deps, { companyId: w.company.id, roleId: role.id });
    expect((await profile(holder.accessToken)).json().permissions).toEqual(['GET_USERS']);
    expect((await call('GET', '/roles/overview', holder.accessToken)).statusCode).toBe(200);
    const res = await call('PUT', `/roles/${role.id}/permissions`, w.owner, {
      permissions: ['GET_PUBLIC_MEDIA'],
      displayScope: 'assigned',
      mediaScope: 'all',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ permissions: ['GET_PUBLIC_MEDIA'], displayScope: 'assigned', holderCount: 1 });
    expect((await profile(holder.accessToken)).json().permissions).toEqual(['GET_PUBLIC_MEDIA']);
    expect((await call('GET', '/roles/overview', holder.accessToken)).statusCode).toBe(403);
  });

  it('keeps keys the role had that the editor lacks, but adds none of them', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, ['DELETE_USER', 'GET_USERS'], 'Personal');
    const editor = await w.withKeys(['EDIT_CUSTOM_ROLE_PERMISSION', 'GET_USERS', 'GET_PUBLIC_MEDIA']);
    const body = (permissions: string[]) => ({ permissions, displayScope: 'all', mediaScope: 'all' });
    expect(
      (await call('PUT', `/roles/${role.id}/permissions`, editor, body(['DELETE_USER', 'GET_PUBLIC_MEDIA'])))
        .statusCode,
    ).toBe(200);
    const refused = await call('PUT', `/roles/${role.id}/permissions?lang=de`, editor, body(['CREATE_USER']));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sie können keine Berechtigungen vergeben, die Sie selbst nicht haben.');
    const [row] = await t.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row.permissions).toEqual(['DELETE_USER', 'GET_PUBLIC_MEDIA']);
  });

  it('409 for a preset, 404 foreign, 400 unknown key or missing scope, 403 without the key', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, []);
    const body = { permissions: ['GET_USERS'], displayScope: 'all', mediaScope: 'all' };
    expect((await call('PUT', `/roles/${w.roleIds.viewer}/permissions`, w.owner, body)).statusCode).toBe(409);
    const foreign = await createRole(t.db, (await createCompany(t.db)).company.id, []);
    expect((await call('PUT', `/roles/${foreign.id}/permissions`, w.owner, body)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/roles/${role.id}/permissions`, w.owner, { ...body, permissions: ['GET_USERS', 'NOPE'] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/roles/${role.id}/permissions`, w.owner, { permissions: [], displayScope: 'all' }))
        .statusCode,
    ).toBe(400);
    const noKey = await w.withKeys(['GET_USERS']);
    expect((await call('PUT', `/roles/${role.id}/permissions`, noKey, body)).statusCode).toBe(403);
    const [row] = await t.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row.permissions).toEqual([]);
  });
});

describe('GET /roles/{roleId}/users', () => {
  it('pages the holders by name; 404 foreign, 400 bad paging, 403 without GET_USER_ROLE_DETAILS', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, []);
    await createUser(t.db, { companyId: w.company.id, roleId: role.id, lastName: 'Zander', status: 'paused' });
    await createUser(t.db, { companyId: w.company.id, roleId: role.id, lastName: 'Albers' });
    const res = await call('GET', `/roles/${role.id}/users?perPage=1`, w.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 2, items: [{ name: 'Erika Albers', status: 'active' }] });
    const second = await call('GET', `/roles/${role.id}/users?perPage=1&page=2`, w.owner);
    expect(second.json().items[0]).toMatchObject({ name: 'Erika Zander', status: 'paused' });
    const foreign = await createRole(t.db, (await createCompany(t.db)).company.id, []);
    expect((await call('GET', `/roles/${foreign.id}/users`, w.owner)).statusCode).toBe(404);
    expect((await call('GET', `/roles/${role.id}/users?perPage=1000`, w.owner)).statusCode).toBe(400);
    expect((await call('GET', `/roles/${role.id}/users`, await w.withKeys(['GET_USERS']))).statusCode).toBe(403);
  });
});

describe('DELETE /roles/{roleId}', () => {
  it('deletes a role without holders at once', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, []);
    const res = await call('DELETE', `/roles/${role.id}?lang=de`, w.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Die Rolle wurde gelöscht.');
    expect(await t.db.$count(roles, eq(roles.id, role.id))).toBe(0);
  });

  it('asks for a replacement while the role has holders; with one, they get it (one row each) and lose the old', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, ['GET_USERS']);
    const a = await createUser(t.db, { companyId: w.company.id, roleId: role.id });
    const b = await createUser(t.db, { companyId: w.company.id, roleId: w.roleIds.editor });
    await t.db.insert(userRoles).values({ userId: b.id, roleId: role.id });
    const asked = await call('DELETE', `/roles/${role.id}?lang=en`, w.owner, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'ROLE_HAS_HOLDERS',
      message: '2 users still hold this role. Choose the role they get instead.',
    });
    const res = await call('DELETE', `/roles/${role.id}`, w.owner, { replacementRoleId: w.roleIds.editor });
    expect(res.statusCode).toBe(200);
    expect(await heldRoles(a.id)).toEqual([w.roleIds.editor]);
    expect(await heldRoles(b.id)).toEqual([w.roleIds.editor]);
    expect(await t.db.$count(roles, eq(roles.id, role.id))).toBe(0);
  });

  it('refuses presets, the owner role or itself as replacement, foreign ids, keys not held; changes nothing', async () => {
    const w = await world();
    const role = await createRole(t.db, w.company.id, []);
    const holder = await createUser(t.db, { companyId: w.company.id, roleId: role.id });
    const foreign = await createRole(t.db, (await createCompany(t.db)).company.id, []);
    const del = (id: string, body: object, token = w.owner) => call('DELETE', `/roles/${id}`, token, body);
    expect((await del(w.roleIds.viewer, {})).statusCode).toBe(409);
    expect((await del(role.id, { replacementRoleId: w.roleIds.owner })).statusCode).toBe(409);
    expect((await del(role.id, { replacementRoleId: role.id })).statusCode).toBe(400);
    expect((await del(role.id, { replacementRoleId: foreign.id })).statusCode).toBe(404);
    expect((await del(foreign.id, {})).statusCode).toBe(404);
    expect((await del(role.id, { replacementRoleId: 'x' })).statusCode).toBe(400);
    const deleter = await w.withKeys(['DELETE_CUSTOM_ROLE']);
    expect((await del(role.id, { replacementRoleId: w.roleIds.administrator }, deleter)).statusCode).toBe(403);
    expect((await del(role.id, {}, await w.withKeys(['GET_USERS']))).statusCode).toBe(403);
    expect(await heldRoles(holder.id)).toEqual([role.id]);
    expect(await t.db.$count(roles, eq(roles.id, foreign.id))).toBe(1);
  });
});
