import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_REQUESTS_PER_MINUTE: '5' });
});
afterAll(() => t.close());

let counter = 0;
/** A client address of its own per test: with DATABASE_URL, every test file counts in one table. */
const freshIp = () => `10.99.${Math.floor(Math.random() * 250)}.${++counter % 250}`;
const get = (url: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers });

describe('the general request limit per client address', () => {
  it('answers 429 with Retry-After and a translated message over the limit, for that address only', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await get('/api/lookups/countries', ip)).statusCode).toBe(200);
    const limited = await get('/api/lookups/countries', ip);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    // Any route counts, an unknown one and a login included, and the answer follows the request's language.
    const de = await get('/api/nothing-here', ip, { 'accept-language': 'de' });
    expect(de.statusCode).toBe(429);
    expect(de.json()).toEqual({
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.test', password: 'Some-password-1' },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(429);

    expect((await get('/api/lookups/countries', freshIp())).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${++counter}`;
    for (let i = 1; i <= 5; i++) expect((await get('/api/lookups/countries', `${net}::${i}`)).statusCode).toBe(200);
    expect((await get('/api/lookups/countries', `${net}:0:0:0:99`)).statusCode).toBe(429);
    expect((await get('/api/lookups/countries', `${net}1::1`)).statusCode).toBe(200);
  });

  it('leaves the health checks of load balancers alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await get('/api/health', ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await get('/api/lookups/countries', ip)).statusCode).toBe(200);
    expect((await get('/api/lookups/countries', ip)).statusCode).toBe(429);
  });
});
