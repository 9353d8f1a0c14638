import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyOf, createLoggedInUser, createRole } from '../../../test/factories.ts';
import { type TestApp, buildTestApp } from '../../../test/helper.ts';
import { screenWorld } from '../test-world.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof screenWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  w = await screenWorld(t);
});
afterAll(() => t.close());

const url = '/company/display-alerts';

describe('GET/PUT /api/company/display-alerts', () => {
  it('answers 5 minutes by default; the owner changes it for the company only', async () => {
    expect((await w.ask('GET', url)).json()).toEqual({ offlineAlertMinutes: 5, offlineAfterSeconds: 90 });
    const saved = await w.ask('PUT', url, { offlineAlertMinutes: 15 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ offlineAlertMinutes: 15, offlineAfterSeconds: 90 });
    expect((await w.ask('GET', url)).json()).toEqual({ offlineAlertMinutes: 15, offlineAfterSeconds: 90 });
    expect((await w.ask('GET', url, undefined, w.stranger.accessToken)).json()).toEqual({
      offlineAlertMinutes: 5,
      offlineAfterSeconds: 90,
    });
  });

  it('answers 400 for a bad body and 403 for a user who is not the owner', async () => {
    for (const body of [{ offlineAlertMinutes: -1 }, { offlineAlertMinutes: 1441 }, { offlineAlertMinutes: 2.5 }, {}])
      expect((await w.ask('PUT', url, body)).statusCode).toBe(400);
    const role = await createRole(t.db, companyOf(w.owner), ['EDIT_DISPLAY']);
    const colleague = await createLoggedInUser(t.app.deps, {
      companyId: companyOf(w.owner),
      roleId: role.id,
      userType: 'companyUser',
    });
    expect((await w.ask('GET', url, undefined, colleague.accessToken)).statusCode).toBe(200);
    const refused = await w.ask('PUT', url, { offlineAlertMinutes: 1 }, colleague.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/owner/);
  });
});
