import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createLoggedInUser, createRole, createUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (token: string, userId: string, roleIds: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${userId}/roles`, headers: bearer(token), payload: { roleIds } });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });

async function world() {
  const { company, roleIds } = await createCompany(t.db);
  const owner = await createLoggedInUser(t.app.deps, {
    companyId: company.id,
    role: 'owner',
    userType: 'companyOwner',
  });
  const admin = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'administrator' });
  const editor = await createLoggedInUser(t.app.deps, { companyId: company.id, role: 'editor' });
  return { company, roleIds, owner, admin, editor };
}

describe('PUT /api/users/{userId}/roles', () => {
  it('gives a second role and takes it away; the keys change on the next request', async () => {
    const { roleIds, admin, editor } = await world();
    const both = await put(admin.accessToken, editor.user.id, [roleIds.editor, roleIds.viewer]);
    expect(both.statusCode).toBe(200);
    expect(
      both
        .json()
        .roles.map((r: { label: string }) => r.label)
        .sort(),
    ).toEqual(['Editor', 'Viewer']);
    expect((await profile(editor.accessToken)).json().permissions).toContain('GET_USER_EXTENDED');
    const one = await put(admin.accessToken, editor.user.id, [roleIds.editor]);
    expect(one.json().roles).toEqual([{ id: roleIds.editor, label: 'Editor' }]);
    expect((await profile(editor.accessToken)).json().permissions).not.toContain('GET_USER_EXTENDED');
  });

  it('answers 400 for a bad body, 403 without ASSIGN_ROLE, 404 for another company user or role', async () => {
    const { roleIds, admin, editor } = await world();
    expect((await put(admin.accessToken, editor.user.id, [])).statusCode).toBe(400);
    expect((await put(admin.accessToken, editor.user.id, ['x'])).statusCode).toBe(400);
    expect((await put(editor.accessToken, admin.user.id, [roleIds.viewer])).statusCode).toBe(403);
    const other = await createCompany(t.db);
    const foreign = await createUser(t.db, { companyId: other.company.id, role: 'viewer' });
    expect((await put(admin.accessToken, foreign.id, [roleIds.viewer])).statusCode).toBe(404);
    expect((await put(admin.accessToken, editor.user.id, [other.roleIds.viewer])).statusCode).toBe(404);
  });

  it('never grants keys the actor lacks, the Owner role only by an owner, nobody changes their own roles', async () => {
    const { company, roleIds, owner, admin, editor } = await world();
    // The administrator lacks DELETE_CUSTOM_ROLE: a role with it cannot be granted by them.
    const strong = await createRole(t.db, company.id, ['DELETE_CUSTOM_ROLE', 'GET_USERS']);
    expect((await put(admin.accessToken, editor.user.id, [strong.id])).statusCode).toBe(403);
    expect((await put(owner.accessToken, editor.user.id, [strong.id])).statusCode).toBe(200);
    expect((await put(admin.accessToken, editor.user.id, [roleIds.owner])).statusCode).toBe(403);
    expect((await put(admin.accessToken, owner.user.id, [roleIds.administrator])).statusCode).toBe(403);
    expect((await put(admin.accessToken, admin.user.id, [roleIds.viewer])).statusCode).toBe(403);
    expect((await put(owner.accessToken, owner.user.id, [roleIds.viewer])).statusCode).toBe(403);
    const promoted = await put(owner.accessToken, editor.user.id, [roleIds.owner]);
    expect(promoted.statusCode).toBe(200);
    // Now two owners: the new one may demote the first (who is not the last active owner).
    expect((await put(editor.accessToken, owner.user.id, [roleIds.administrator])).statusCode).toBe(200);
  });
});
