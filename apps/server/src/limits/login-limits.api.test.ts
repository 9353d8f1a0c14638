import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index.ts';
import { createSuperpanelAdmin, createUser, testPassword } from '../test/factories.ts';
import { type TestApp, buildTestApp } from '../test/helper.ts';
import { createLoginLimits, loginRules } from './login-limits.ts';

let t: TestApp;
beforeAll(async () => {
  // The defaults of the failed-login limits (the test app raises the one per client address out of the way).
  t = await buildTestApp({ RATE_LIMIT_LOGIN_PER_CLIENT: '30' });
});
afterAll(() => t.close());

let counter = 0;
/** A client address of its own per use: with DATABASE_URL, every test file counts in one table. */
const freshIp = () => `10.77.${Math.floor(Math.random() * 250)}.${++counter % 250}`;
const freshEmail = () => `limits-${Date.now().toString(36)}-${++counter}@example.test`;
const attempt = (url: string, email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: ip });
const login = (email: string, password: string, ip: string) => attempt('/api/auth/login', email, password, ip);

/** Ends the pair's current wait, as time would (the store keeps the failures, only the block row goes). */
const endWaits = (email: string) =>
  t.db.delete(rateLimits).where(like(rateLimits.key, `login_pair_block:%:${email}:%`));

describe('failed logins', () => {
  it('wrong passwords from one address never keep the right password out from another', async () => {
    const user = await createUser(t.db);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.email, `Wrong-${i}-password`, attacker)).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(user.email, testPassword, attacker)).statusCode).toBe(429);
    expect((await login(user.email, testPassword, freshIp())).statusCode).toBe(200);
  });

  it('makes the pair wait after five failures, the right password included, with a Retry-After that grows', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    expect((await login(user.email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    const first = await login(user.email, testPassword, ip);
    expect(first.statusCode).toBe(429);
    const wait = Number(first.headers['retry-after']);
    expect(wait).toBeGreaterThan(loginRules.firstBlockSeconds - 5);
    expect(wait).toBeLessThanOrEqual(loginRules.firstBlockSeconds);
    expect(first.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 1 min.' });
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=de',
      payload: { email: user.email, password: testPassword },
      remoteAddress: ip,
    });
    expect(de.json()).toEqual({
      message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Min. erneut.',
    });

    // The wait is over; one more failure and the next wait is twice as long.
    await endWaits(user.email);
    expect((await login(user.email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    const second = await login(user.email, testPassword, ip);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(2 * loginRules.firstBlockSeconds - 5);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(2 * loginRules.firstBlockSeconds);

    // Once it is over, the right password gets in and the pair starts again from nothing.
    await endWaits(user.email);
    expect((await login(user.email, testPassword, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    expect((await login(user.email, testPassword, ip)).statusCode).toBe(200);
  });

  it('counts an unknown address like a known one', async () => {
    const ip = freshIp();
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong-password-1', ip)).statusCode).toBe(401);
    const limited = await login(email, 'Wrong-password-1', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the superpanel login the same way, without locking the admin out', async () => {
    const { admin } = await createSuperpanelAdmin(t.app.deps);
    const attacker = freshIp();
    const url = '/api/auth/superpanelLogin';
    for (let i = 0; i < 5; i++)
      expect((await attempt(url, admin.email, 'Wrong-password-1', attacker)).statusCode).toBe(401);
    const limited = await attempt(url, admin.email, testPassword, attacker);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(url, admin.email, testPassword, freshIp())).statusCode).toBe(200);
    // The company login's counters are separate.
    expect((await login(admin.email, testPassword, attacker)).statusCode).toBe(401);
  });

  it('answers 429 to an address that fails at many accounts, and only to that address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await login(freshEmail(), 'Wrong-password-1', ip)).statusCode).toBe(401);
    const user = await createUser(t.db);
    const limited = await login(user.email, testPassword, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(loginRules.clientWindowSeconds);
    expect((await login(user.email, testPassword, freshIp())).statusCode).toBe(200);
  });

  it('a password reset lets its address try again at once', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong-password-1', ip);
    expect((await login(user.email, testPassword, ip)).statusCode).toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: user.email },
      remoteAddress: ip,
    });
    expect(forgot.statusCode).toBe(200);
    const token = new URL(t.lastMailTo(user.email).link).searchParams.get('token');
    const password = 'Neues-Passwort-42';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password, repeatPassword: password },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
  });
});

describe('an account failing from many addresses', () => {
  it('is answered more slowly, never refused: the wait grows with the failures beyond the limit', async () => {
    const waits: number[] = [];
    const limits = createLoginLimits(
      t.db,
      { ...t.app.deps.config.rateLimits, loginPerAccount: 3 },
      {
        sleep: async (ms) => void waits.push(ms),
      },
    );
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      const attemptAt = await limits.begin('company', email, freshIp());
      await attemptAt.failed();
    }
    expect(waits).toEqual([loginRules.accountDelayStepMs, 2 * loginRules.accountDelayStepMs]);
    // A fresh address is slowed as well, and let in: begin() does not throw.
    const fresh = await limits.begin('company', email, freshIp());
    await fresh.succeeded();
    expect(waits.at(-1)).toBe(3 * loginRules.accountDelayStepMs);
  });
});
