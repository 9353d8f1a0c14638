import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../plugins/auth.ts';
import { createCompany, createLoggedInUser, createRole } from './factories.ts';
import { type TestApp, bearer, buildTestApp } from './helper.ts';

/**
 * The 403 sweep of issue 22: every route of the app's route table of access (`app.routeAccess`, the table
 * docs/permissions.md is made from, not a hand list) called as a user of a completed company whose only role holds no
 * key. A route with a `permission` answers 403 whatever it is sent: the access check runs at onRequest, before the
 * body or the parameters are validated (plugins/auth.ts). A route whose policy decides keys (`policyKeys`) refuses
 * such a user too (400 for the placeholder body, 403, or 404 for ids it cannot see), never serves or fails. Placeholders:
 * a fresh uuid for every path parameter, `{}` as the body of POST, PUT, PATCH and DELETE.
 */
let t: TestApp;
let token: string;
let routes: RouteAccess[];

beforeAll(async () => {
  t = await buildTestApp();
  const { company } = await createCompany(t.db);
  const noKeys = await createRole(t.db, company.id, []);
  token = (await createLoggedInUser(t.app.deps, { companyId: company.id, roleId: noKeys.id, userType: 'companyUser' }))
    .accessToken;
  routes = t.app.routeAccess;
});
afterAll(() => t.close());

const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const addressOf = (url: string) => url.replace(/:\w+/g, () => randomUUID()).replace(/\*$/, 'x');

async function call(route: RouteAccess) {
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: addressOf(route.url),
    headers: bearer(token),
    ...(withBody.has(route.method) ? { payload: {} } : {}),
  });
  const items = res.statusCode === 200 ? (res.json() as { totalCount?: number }).totalCount : undefined;
  return { route: `${route.method} ${route.url}`, status: res.statusCode, items };
}

/**
 * Calls the routes a few at a time, fewer than the pool's ten connections: a hundred at once wait for a connection
 * beyond the connect timeout on a busy PostgreSQL server and answer 503, which is the pool's answer, not the route's.
 */
async function callAll(list: RouteAccess[]) {
  const answers: Awaited<ReturnType<typeof call>>[] = [];
  for (let start = 0; start < list.length; start += 8) {
    answers.push(...(await Promise.all(list.slice(start, start + 8).map(call))));
  }
  return answers;
}

describe('a user whose role holds no key', () => {
  it('gets 403 from every route that needs a key', async () => {
    const gated = routes.filter((route) => route.access.permission);
    expect(gated.length).toBeGreaterThan(10);
    const answers = await callAll(gated);
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
  });

  it('is refused by every route whose policy decides its keys', async () => {
    const decided = routes.filter((route) => !route.access.permission && route.access.policyKeys?.length);
    expect(decided.length).toBeGreaterThan(5);
    const answers = await callAll(decided);
    // The media search lists what the user may read: with no key, only the files assigned to it (none here).
    const onlyAssigned = answers.filter((a) => a.route === 'POST /api/mediapools/search');
    expect(onlyAssigned.map((a) => [a.status, a.items])).toEqual([[200, 0]]);
    // The notification center needs no key (docs/decisions.md); GET_PARTNERS only adds partner events (none here).
    const ownNotices = answers.filter((a) => a.route.startsWith('GET /api/notifications'));
    expect(ownNotices.map((a) => [a.route, a.status])).toEqual([
      ['GET /api/notifications', 200],
      ['GET /api/notifications/unread-count', 200],
    ]);
    const others = answers.filter((a) => !onlyAssigned.includes(a) && !ownNotices.includes(a));
    expect(others.filter((a) => ![400, 403, 404].includes(a.status))).toEqual([]);
  });

  it('gets 403 before the body is read: a body the route would refuse with 400 does not change that', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/displays/shutdown',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(res.statusCode).toBe(403);
  });

  it('finds every /api route in the table, each with its access', () => {
    expect(routes.every((route) => route.access.public || route.access.auth)).toBe(true);
    expect(routes.filter((route) => route.access.public).map((r) => `${r.method} ${r.url}`)).toEqual(
      t.app.publicRoutes,
    );
  });
});
