import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, users } from '../../../db/schema/index.ts';
import {
  createCategory,
  createCompany,
  createDepartment,
  createLoggedInUser,
  createUser,
  testPassword,
} from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'DELETE' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const profile = (token: string) => call(token, 'GET', '/users/profile');

/** An owner, an administrator and an editor of one company, and a user of another company. */
async function world() {
  const owner = await createLoggedInUser(t.app.deps);
  const companyId = owner.user.companyId as string;
  const admin = await createLoggedInUser(t.app.deps, { companyId, role: 'administrator' });
  const editor = await createLoggedInUser(t.app.deps, { companyId, role: 'editor' });
  const foreign = await createUser(t.db);
  return { owner, admin, editor, foreign, companyId };
}

describe('GET and PATCH /api/users/{userId}', () => {
  it('shows a user and sets category and department; 400, 403, 404', async () => {
    const { admin, editor, foreign, companyId } = await world();
    const department = await createDepartment(t.db, companyId);
    const category = await createCategory(t.db, companyId);
    const id = editor.user.id;
    const shown = await call(admin.accessToken, 'GET', `/users/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id,
      email: editor.user.email,
      roles: [{ label: 'Editor' }],
      department: null,
    });

    const saved = await call(admin.accessToken, 'PATCH', `/users/${id}`, {
      departmentId: department.id,
      categoryId: category.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ department: { id: department.id }, category: { id: category.id } });
    expect((await call(admin.accessToken, 'PATCH', `/users/${id}`, { categoryId: null })).json().category).toBeNull();

    expect((await call(admin.accessToken, 'PATCH', `/users/${id}`, {})).statusCode).toBe(400);
    expect((await call(admin.accessToken, 'PATCH', `/users/${id}`, { departmentId: 'x' })).statusCode).toBe(400);
    expect((await call(editor.accessToken, 'PATCH', `/users/${id}`, { categoryId: null })).statusCode).toBe(403);
    expect((await call(admin.accessToken, 'GET', `/users/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(admin.accessToken, 'PATCH', `/users/${foreign.id}`, { categoryId: null })).statusCode).toBe(404);
    const otherDepartment = await createDepartment(t.db, (await createCompany(t.db)).company.id);
    const foreignGroup = await call(admin.accessToken, 'PATCH', `/users/${id}`, { departmentId: otherDepartment.id });
    expect(foreignGroup.statusCode).toBe(404);
  });
});

describe('PATCH /api/users/status', () => {
  it('pauses users at once (their next request answers 419) and activates them again', async () => {
    const { admin, editor } = await world();
    const res = await call(admin.accessToken, 'PATCH', '/users/status', { ids: [editor.user.id], status: 'paused' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ids).toEqual([editor.user.id]);
    expect((await profile(editor.accessToken)).statusCode).toBe(419);
    const back = await call(admin.accessToken, 'PATCH', '/users/status', { ids: [editor.user.id], status: 'active' });
    expect(back.statusCode).toBe(200);
  });

  it('ends the sessions of a deactivated user as well', async () => {
    const { admin, editor } = await world();
    await call(admin.accessToken, 'PATCH', '/users/status', { ids: [editor.user.id], status: 'notActive' });
    expect((await profile(editor.accessToken)).statusCode).toBe(419);
  });

  it('answers 400, 403 without the key, 404 for foreign ids or oneself, 409 for the last active owner', async () => {
    const { owner, admin, editor, foreign } = await world();
    const status = (token: string, ids: string[], value = 'paused') =>
      call(token, 'PATCH', '/users/status', { ids, status: value });
    expect((await status(admin.accessToken, [editor.user.id], 'gone')).statusCode).toBe(400);
    expect((await status(admin.accessToken, [])).statusCode).toBe(400);
    expect((await status(editor.accessToken, [admin.user.id])).statusCode).toBe(403);
    expect((await status(admin.accessToken, [foreign.id])).statusCode).toBe(404);
    expect((await status(admin.accessToken, [editor.user.id, admin.user.id])).statusCode).toBe(404);
    const last = await status(admin.accessToken, [owner.user.id, editor.user.id]);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/last owner/);
    expect((await profile(editor.accessToken)).statusCode).toBe(200);
    // With a second active owner, the first may be paused; the second then is the last.
    const second = await createLoggedInUser(t.app.deps, { companyId: owner.user.companyId, role: 'owner' });
    expect((await status(admin.accessToken, [owner.user.id])).statusCode).toBe(200);
    expect((await status(admin.accessToken, [second.user.id], 'notActive')).statusCode).toBe(409);
  });
});

describe('DELETE /api/users/{userId}', () => {
  it('soft-deletes a user (its sessions end); 400, 403, 404 and the last owner 409', async () => {
    const { owner, admin, editor, foreign } = await world();
    expect((await call(editor.accessToken, 'DELETE', `/users/${admin.user.id}`)).statusCode).toBe(403);
    expect((await call(admin.accessToken, 'DELETE', `/users/${admin.user.id}`)).statusCode).toBe(403);
    expect((await call(admin.accessToken, 'DELETE', `/users/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(admin.accessToken, 'DELETE', '/users/x')).statusCode).toBe(400);

    const res = await call(admin.accessToken, 'DELETE', `/users/${editor.user.id}`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, editor.user.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await profile(editor.accessToken)).statusCode).toBe(419);
    expect((await call(admin.accessToken, 'GET', `/users/${editor.user.id}`)).statusCode).toBe(404);

    // The last active owner cannot be deleted; with a second one, it can.
    expect((await call(admin.accessToken, 'DELETE', `/users/${owner.user.id}`)).statusCode).toBe(409);
    await createUser(t.db, { companyId: owner.user.companyId, role: 'owner' });
    expect((await call(admin.accessToken, 'DELETE', `/users/${owner.user.id}`)).statusCode).toBe(200);
  });
});

describe("a deleted user's e-mail address", () => {
  it('is free again: the company invites it anew and the invitation registers; another company creates a user with it', async () => {
    const { admin, editor, foreign } = await world();
    const email = editor.user.email;
    expect((await call(admin.accessToken, 'DELETE', `/users/${editor.user.id}`)).statusCode).toBe(200);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, editor.user.id));
    expect(row.email).toBe(`deleted-${editor.user.id}@deleted.invalid`);
    // The old address no longer opens the deleted account.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: testPassword },
    });
    expect(login.statusCode).toBe(401);

    const roles = (await call(admin.accessToken, 'GET', '/invitations/roles')).json().items as { id: string }[];
    const grant = { roleId: roles[roles.length - 1].id, affiliation: 'internal' };
    const invited = await call(admin.accessToken, 'POST', '/invitations', { emails: [email], ...grant });
    expect(invited.statusCode).toBe(201);
    const token = new URL(t.lastMailTo(email).link).searchParams.get('invitation');
    const password = 'neues-Passwort-1';
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password, repeatPassword: password },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().userId).not.toBe(editor.user.id);

    // A second deleted user's address, taken up by a user another company creates.
    const other = await createLoggedInUser(t.app.deps, { companyId: admin.user.companyId, role: 'viewer' });
    expect((await call(admin.accessToken, 'DELETE', `/users/${other.user.id}`)).statusCode).toBe(200);
    const foreignOwner = await createLoggedInUser(t.app.deps, { companyId: foreign.companyId, role: 'owner' });
    const foreignRoles = (await call(foreignOwner.accessToken, 'GET', '/invitations/roles')).json().items;
    const created = await call(foreignOwner.accessToken, 'POST', '/users', {
      email: other.user.email,
      firstName: 'Neu',
      lastName: 'Angelegt',
      roleId: foreignRoles[0].id,
      affiliation: 'internal',
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('POST /api/users/{userId}/message', () => {
  it('writes a notification row for the user and queues a mail; 400, 403, 404', async () => {
    const { admin, editor, foreign } = await world();
    const body = { subject: 'Hello', message: 'Please check the lobby display.' };
    const res = await call(admin.accessToken, 'POST', `/users/${editor.user.id}/message`, body);
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(notifications).where(eq(notifications.recipientUserId, editor.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'userMessage', senderUserId: admin.user.id });
    expect(rows[0].messageEn).toContain('Please check the lobby display.');
    const mails = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'mail'));
    expect(mails.some((m) => JSON.stringify(m.payload).includes(editor.user.email))).toBe(true);

    expect(
      (await call(admin.accessToken, 'POST', `/users/${editor.user.id}/message`, { subject: '' })).statusCode,
    ).toBe(400);
    const viewer = await createLoggedInUser(t.app.deps, { companyId: admin.user.companyId, role: 'viewer' });
    expect((await call(viewer.accessToken, 'POST', `/users/${editor.user.id}/message`, body)).statusCode).toBe(403);
    expect((await call(admin.accessToken, 'POST', `/users/${foreign.id}/message`, body)).statusCode).toBe(404);
  });
});
