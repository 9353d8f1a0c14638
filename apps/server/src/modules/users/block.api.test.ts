import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoggedInUser } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import { setUserStatus } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: bearer(token) });

describe('a blocked user', () => {
  it('gets 419 on the next request with the access token and the refresh token, even while the session was cached', async () => {
    const { user, accessToken, refreshToken } = await createLoggedInUser(t.app.deps);
    expect((await profile(accessToken)).statusCode).toBe(200);
    await setUserStatus(t.app.deps, user.companyId!, user.id, 'paused');
    const blocked = await profile(accessToken);
    expect(blocked.statusCode).toBe(419);
    expect(blocked.json()).toEqual({ message: 'Session expired. Please log in again.' });
    expect((await refresh(refreshToken)).statusCode).toBe(419);
  });

  it('ends the sessions of a deactivated user as well (issue 22), and keeps them on a change to active', async () => {
    const active = await createLoggedInUser(t.app.deps);
    await setUserStatus(t.app.deps, active.user.companyId!, active.user.id, 'active');
    expect((await profile(active.accessToken)).statusCode).toBe(200);
    const { user, accessToken } = await createLoggedInUser(t.app.deps);
    await setUserStatus(t.app.deps, user.companyId!, user.id, 'notActive');
    expect((await profile(accessToken)).statusCode).toBe(419);
  });
});
