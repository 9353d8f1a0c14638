import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema/index.ts';
import {
  companyOf,
  createDisplay,
  createLoggedInUser,
  createSuperpanelAdmin,
  createUser,
  testPassword,
} from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';

let t: TestApp;
let adminToken: string;
let ip = 0;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createSuperpanelAdmin(t.app.deps)).accessToken;
});
afterAll(() => t.close());

const superpanel = (method: 'GET' | 'POST', url: string, token = adminToken) =>
  t.app.inject({ method, url: `/api/superpanel/companies${url}`, headers: bearer(token) });
const block = (companyId: string, query = '') => superpanel('POST', `/${companyId}/block${query}`);
const unblock = (companyId: string, query = '') => superpanel('POST', `/${companyId}/unblock${query}`);
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: bearer(token) });
const login = (email: string, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/login${query}`,
    payload: { email, password: testPassword },
    remoteAddress: `10.9.0.${++ip}`,
  });

describe('POST /api/superpanel/companies/{companyId}/block and /unblock', () => {
  it("ends every session of the company's users at once, refuses their logins, and unblocking lets them in again", async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const member = await createLoggedInUser(t.app.deps, { companyId: companyOf(owner), role: 'editor' });
    const stranger = await createLoggedInUser(t.app.deps);
    expect((await profile(member.accessToken)).statusCode).toBe(200);

    const res = await block(companyOf(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'The company is blocked. Its users have been logged out and cannot log in.',
      id: companyOf(owner),
      status: 'blocked',
    });
    for (const login of [owner, member]) {
      expect((await profile(login.accessToken)).statusCode).toBe(419);
      expect((await refresh(login.refreshToken)).statusCode).toBe(419);
    }
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);

    const refused = await login(member.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your company has been blocked. Please contact support.',
      code: 'COMPANY_BLOCKED',
    });
    expect((await login(owner.user.email, '?lang=de')).json().message).toBe(
      'Ihr Unternehmen wurde gesperrt. Bitte wenden Sie sich an den Support.',
    );
    // A wrong password still says only that: the blocked message needs the right one.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: 'Wrong-password-1' },
      remoteAddress: `10.9.1.${++ip}`,
    });
    expect(wrong.statusCode).toBe(401);

    // Idempotent: blocking again answers the same.
    expect((await block(companyOf(owner))).json().status).toBe('blocked');

    const unblocked = await unblock(companyOf(owner), '?lang=de');
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toEqual({
      message: 'Das Unternehmen ist entsperrt. Seine Benutzer können sich wieder anmelden.',
      id: companyOf(owner),
      status: 'active',
    });
    expect((await unblock(companyOf(owner))).json().status).toBe('active');
    const again = await login(member.user.email);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.json().accessToken)).statusCode).toBe(200);
    // The sessions that ended with the block stay ended.
    expect((await profile(owner.accessToken)).statusCode).toBe(419);
  });

  it('shows the status in the company list and filters by it', async () => {
    const owner = await createUser(t.db);
    await block(owner.companyId as string);
    const blocked = (await superpanel('GET', '?status=blocked&limit=100')).json();
    expect(blocked.items.map((i: { id: string }) => i.id)).toContain(owner.companyId);
    expect(blocked.items.every((i: { status: string }) => i.status === 'blocked')).toBe(true);
    const active = (await superpanel('GET', '?status=active&limit=100')).json();
    expect(active.items.map((i: { id: string }) => i.id)).not.toContain(owner.companyId);
    expect((await superpanel('GET', '?status=paused')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown company and 400 for an id that is no uuid, changing nothing', async () => {
    for (const call of [block, unblock]) {
      const unknown = await call(randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'There is no company with this ID.' });
      const bad = await call('not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ path: 'companyId', message: expect.any(String) }]);
    }
    expect((await block(randomUUID(), '?lang=de')).json().message).toBe('Es gibt kein Unternehmen mit dieser ID.');
  });

  it('answers 419 for a company token and without a token; a company session survives', async () => {
    const user = await createLoggedInUser(t.app.deps);
    for (const action of ['block', 'unblock']) {
      const url = `/${companyOf(user)}/${action}`;
      expect((await superpanel('POST', url, user.accessToken)).statusCode).toBe(419);
      expect((await t.app.inject({ method: 'POST', url: `/api/superpanel/companies${url}` })).statusCode).toBe(419);
    }
    expect((await superpanel('GET', `/${companyOf(user)}`, user.accessToken)).statusCode).toBe(419);
    expect((await profile(user.accessToken)).statusCode).toBe(200);
  });

  it('a superpanel token opens no company route', async () => {
    expect((await profile(adminToken)).statusCode).toBe(419);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/displays/search',
      headers: bearer(adminToken),
      payload: {},
    });
    expect(search.statusCode).toBe(419);
  });
});

describe('GET /api/superpanel/companies/{companyId}', () => {
  it("answers the company's read-only overview", async () => {
    const owner = await createUser(t.db, { firstName: 'Olga', lastName: 'Owner' });
    const companyId = owner.companyId as string;
    await createUser(t.db, { companyId, role: 'editor', status: 'paused' });
    await createUser(t.db, { companyId, role: 'viewer' });
    await createDisplay(t.db, companyId);
    await createDisplay(t.db, companyId, { status: 'draft' });
    await createDisplay(t.db, companyId, { shutdownAt: new Date() });
    await t.db.insert(mediaFiles).values([
      { companyId, onlineId: 1, storageKey: 'a', mime: 'image/png', title: 'A', fileSize: 1000, originalSize: 500 },
      { companyId, onlineId: 2, storageKey: 'b', mime: 'image/png', title: 'B', fileSize: 2000, deletedAt: new Date() },
    ]);
    const res = await superpanel('GET', `/${companyId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: companyId,
      name: expect.stringMatching(/^Company /),
      status: 'active',
      industry: 'retail',
      address: { street: 'Hauptstraße', houseNumber: '1', postcode: '10115', town: 'Berlin', country: 'DE' },
      phone: '+49 30 123456',
      owner: { email: owner.email, name: 'Olga Owner' },
      users: { total: 3, byStatus: { active: 2, paused: 1, notActive: 0 } },
      roleCount: 4,
      displays: { total: 2, byStatus: { draft: 1, duplicated: 0, completed: 1 }, shutDown: 1 },
      media: { count: 1, storageBytes: 3500 },
    });
    expect(body.users.items).toHaveLength(3);
    expect(body.users.items[0]).toEqual({
      id: owner.id,
      email: owner.email,
      name: 'Olga Owner',
      userType: 'companyOwner',
      status: 'active',
      roleLabels: [expect.any(String)],
      lastActivityAt: null,
    });
    expect(body.users.items.map((u: { status: string }) => u.status).sort()).toEqual(['active', 'active', 'paused']);

    const list = (await superpanel('GET', '?limit=100&sort=-storageBytes')).json();
    const row = list.items.find((i: { id: string }) => i.id === companyId);
    expect(row).toMatchObject({ userCount: 3, displayCount: 2, storageBytes: 3500, status: 'active' });
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    const unknown = await superpanel('GET', `/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no company with this ID.' });
    expect((await superpanel('GET', '/123')).statusCode).toBe(400);
  });
});
