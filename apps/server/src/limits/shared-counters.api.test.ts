import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testPassword } from '../test/factories.ts';
import { type TestApp, buildTestApp } from '../test/helper.ts';

const databaseUrl = process.env.DATABASE_URL;

let counter = 0;
/** Addresses of their own per use: every test file counts in the one table. */
const freshIp = () => `10.66.${Math.floor(Math.random() * 250)}.${++counter % 250}`;
const freshEmail = () => `shared-${Date.now().toString(36)}-${++counter}@example.test`;

/**
 * Two app instances on one PostgreSQL database (as behind a load balancer), requests alternating between them: the
 * abuse limits count across both. PGlite has one process only, so this runs only with DATABASE_URL.
 */
describe.skipIf(!databaseUrl)('rate limits of two instances on one database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = {
      RATE_LIMIT_REQUESTS_PER_MINUTE: '10',
      RATE_LIMIT_MAIL_PER_CLIENT: '4',
      RATE_LIMIT_MAIL_PER_ADDRESS: '3',
      RATE_LIMIT_LOGIN_PER_CLIENT: '30',
    };
    one = await buildTestApp(env);
    two = await buildTestApp(env);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });
  const byTurns = (i: number) => (i % 2 === 0 ? one : two);

  it('counts failed logins of a pair on both: three on one and two on the other make the pair wait on both', async () => {
    const user = await createUser(one.db);
    const ip = freshIp();
    const login = (app: TestApp, password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await login(byTurns(i), 'Wrong-password-1')).statusCode).toBe(401);
    for (const app of [one, two]) {
      const limited = await login(app, testPassword);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts mails per address and per client on both', async () => {
    const user = await createUser(one.db);
    const forgot = (app: TestApp, email: string, ip: string) =>
      app.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < 6; i++) expect((await forgot(byTurns(i), user.email, freshIp())).statusCode).toBe(200);
    const sent = [...one.mails, ...two.mails].filter((m) => m.to === user.email);
    expect(sent).toHaveLength(3);

    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await forgot(byTurns(i), freshEmail(), ip)).statusCode).toBe(200);
    for (const app of [one, two]) expect((await forgot(app, freshEmail(), ip)).statusCode).toBe(429);
  });

  it('counts the general request limit on both, within one request per instance', async () => {
    const ip = freshIp();
    let allowed = 0;
    for (let i = 0; i < 20; i++) {
      const app = byTurns(i);
      const res = await app.app.inject({ method: 'GET', url: '/api/lookups/countries', remoteAddress: ip });
      if (res.statusCode === 200) allowed += 1;
      else expect(res.statusCode).toBe(429);
      // Each instance sends its count in the background; here it is sent before the next request.
      await app.app.deps.rateLimits.requests?.settled();
    }
    // Counted per process, 20 would pass; shared, the limit of 10 holds but for the one request the other
    // instance lets through before its next sync tells it (request-counter.ts).
    expect(allowed).toBe(11);
  });
});
