import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import { createLoggedInUser, createSuperpanelAdmin } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import { sha256 } from './secrets.ts';

/**
 * The refresh grace period (RFC 9700 §4.14.2) and the absolute session lifetime. Time passes by moving the stored
 * timestamps back, never by waiting.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REFRESH_GRACE_SECONDS: '10', SESSION_MAX_AGE_DAYS: '90' });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: bearer(token) });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const sessionOf = async (accessToken: string) => {
  const sid = t.app.deps.jwt.decodeVerified(accessToken)?.sid ?? '';
  return (await t.db.select().from(sessions).where(eq(sessions.id, sid)))[0];
};
const ageRotation = (refreshToken: string, seconds: number) =>
  t.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
const ageSession = (accessToken: string, days: number) =>
  t.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(sessions.id, t.app.deps.jwt.decodeVerified(accessToken)?.sid ?? ''));

describe('refresh grace period', () => {
  it('answers the same pair to a repeated refresh within the grace period, and the session goes on', async () => {
    const { refreshToken } = await createLoggedInUser(t.app.deps);
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const again = await refresh(refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const pair = first.json();
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect((await profile(pair.accessToken)).statusCode).toBe(200);
    // The successor rotates as usual; only one new token row was stored for the two answers.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    const session = await sessionOf(pair.accessToken);
    expect(session.revokedAt).toBeNull();
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.id))).toHaveLength(3);
  });

  it('answers the same pair to concurrent refreshes with one token (two tabs)', async () => {
    const { refreshToken } = await createLoggedInUser(t.app.deps);
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await refresh(answers[0].json().refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family for a replay after the grace period, the pair of the grace answer included', async () => {
    const { refreshToken } = await createLoggedInUser(t.app.deps);
    const pair = (await refresh(refreshToken)).json();
    await ageRotation(refreshToken, 10);
    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(419);
    expect(replay.json()).toEqual({ message: 'Session expired. Please log in again.' });
    expect((await refresh(pair.refreshToken)).statusCode).toBe(419);
    expect((await profile(pair.accessToken)).statusCode).toBe(419);
    expect((await sessionOf(pair.accessToken)).revokedReason).toBe('refresh token reused');
  });

  it('keeps the superpanel audience in the grace answer', async () => {
    const { admin, refreshToken } = await createSuperpanelAdmin(t.app.deps);
    const first = (await refresh(refreshToken)).json();
    expect((await refresh(refreshToken)).json()).toEqual(first);
    expect(t.app.deps.jwt.verify(first.accessToken)).toMatchObject({
      ok: true,
      claims: { sub: admin.id, aud: 'superpanel' },
    });
  });

  it('gives no grace after a logout', async () => {
    const { accessToken, refreshToken } = await createLoggedInUser(t.app.deps);
    const pair = (await refresh(refreshToken)).json();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(pair.accessToken) });
    expect(out.statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(419);
    expect((await profile(accessToken)).statusCode).toBe(419);
  });
});

describe('absolute session lifetime', () => {
  it('refreshes a session younger than the limit', async () => {
    const { accessToken, refreshToken } = await createLoggedInUser(t.app.deps);
    await ageSession(accessToken, 89);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('answers 419 to the refresh of an older session and ends it, grace or not', async () => {
    const { accessToken, refreshToken } = await createLoggedInUser(t.app.deps);
    const pair = (await refresh(refreshToken)).json();
    await ageSession(accessToken, 90);
    const tooOld = await refresh(pair.refreshToken);
    expect(tooOld.statusCode).toBe(419);
    expect(tooOld.json()).toEqual({ message: 'Session expired. Please log in again.' });
    expect((await refresh(refreshToken)).statusCode).toBe(419);
    expect((await profile(pair.accessToken)).statusCode).toBe(419);
    expect((await sessionOf(accessToken)).revokedReason).toBe('session max age reached');
  });
});

describe('grace period switched off', () => {
  it('treats every repeat as a replay with REFRESH_GRACE_SECONDS=0', async () => {
    const strict = await buildTestApp({ REFRESH_GRACE_SECONDS: '0' });
    try {
      const { refreshToken } = await createLoggedInUser(strict.app.deps);
      const call = (token: string) =>
        strict.app.inject({ method: 'GET', url: '/api/auth/refreshToken', headers: bearer(token) });
      const pair = (await call(refreshToken)).json();
      expect((await call(refreshToken)).statusCode).toBe(419);
      expect((await call(pair.refreshToken)).statusCode).toBe(419);
    } finally {
      await strict.close();
    }
  });
});
