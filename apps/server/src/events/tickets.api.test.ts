import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf, createLoggedInUser } from '../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const askTicket = (token: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: token ? bearer(token) : {} });

/** The session id inside our own access token. */
const sessionOf = (accessToken: string) => t.app.deps.jwt.decodeVerified(accessToken)?.sid;

describe('POST /api/events/ticket', () => {
  it('answers 419 without a login and 403 for a user without a company', async () => {
    expect((await askTicket(null)).statusCode).toBe(419);
    const incomplete = await createLoggedInUser(t.app.deps, { companyId: null });
    expect((await askTicket(incomplete.accessToken)).statusCode).toBe(403);
  });

  it('hands out a ticket for 60 s that opens one stream of the user, company and session that asked', async () => {
    const login = await createLoggedInUser(t.app.deps);
    const before = Date.now();
    const response = await askTicket(login.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { ticket, expiresAt } = response.json<{ ticket: string; expiresAt: string }>();
    const ttl = Date.parse(expiresAt) - before;
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(61_000);

    const tickets = t.app.deps.events.tickets;
    expect(await tickets.redeem(ticket)).toEqual({
      userId: login.user.id,
      companyId: companyOf(login),
      sessionId: sessionOf(login.accessToken),
    });
    expect(await tickets.redeem(ticket)).toBeNull();
  });

  it('refuses an expired, altered or foreign ticket, and an access token in its place', async () => {
    const login = await createLoggedInUser(t.app.deps);
    const tickets = t.app.deps.events.tickets;
    const holder = { userId: login.user.id, companyId: companyOf(login), sessionId: 'session' };

    const expired = tickets.issue(holder, Date.now() - 61_000).ticket;
    expect(await tickets.redeem(expired)).toBeNull();

    const [body, signature] = tickets.issue(holder).ticket.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 'someone-else' })).toString('base64url');
    expect(await tickets.redeem(`${forged}.${signature}`)).toBeNull();
    expect(await tickets.redeem('not-a-ticket')).toBeNull();
    expect(await tickets.redeem(login.accessToken)).toBeNull();

    // Unused until now: the refusals above spent nothing.
    const fresh = tickets.issue(holder).ticket;
    expect(await tickets.redeem(fresh)).toEqual(holder);
  });
});
