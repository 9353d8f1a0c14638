import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf, createDisplay, createLoggedInUser, type Login } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
let owner: Login;
beforeAll(async () => {
  // A database of its own: the counters are keyed by the client address, which every test file shares.
  t = await buildTestApp(
    { RATE_LIMIT_PAIRING_CODES_PER_CLIENT: '2', RATE_LIMIT_PAIRING_CLAIMS_PER_COMPANY: '2' },
    { isolated: true },
  );
  owner = await createLoggedInUser(t.app.deps);
});
afterAll(() => t.close());

describe('pairing limits', () => {
  it('answers 429 with Retry-After after the codes a client address may ask for', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/api/player/pairings' });
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts every code a company enters, right or wrong', async () => {
    const display = await createDisplay(t.db, companyOf(owner));
    const enter = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/displays/${display.id}/player`,
        headers: bearer(owner.accessToken),
        payload: { code },
      });
    expect((await enter('ZZZZZZ')).statusCode).toBe(400);
    expect((await enter('YYYYYY')).statusCode).toBe(400);
    expect((await enter('XXXXXX')).statusCode).toBe(429);
  });
});
