import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayLogs } from '../../../db/schema/index.ts';
import { createCompany, createDisplay, createLoggedInUser, createRole, createUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const activity = (token: string, userId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/${userId}/activity${query}`, headers: bearer(token) });

describe('GET /api/users/{userId}/activity', () => {
  it('reports what the logs record the user did, with the filter of spec §3', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const companyId = owner.user.companyId as string;
    const editor = await createUser(t.db, { companyId, role: 'editor' });
    const display = await createDisplay(t.db, companyId);
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.db.insert(displayLogs).values([
      { displayId: display.id, actorId: editor.id, action: 'updated', details: { field: 'title' } },
      { displayId: display.id, actorId: editor.id, action: 'locked', createdAt: old },
      { displayId: display.id, actorId: owner.user.id, action: 'created' },
    ]);
    const all = (await activity(owner.accessToken, editor.id)).json();
    expect(all.totalCount).toBe(2);
    expect(all.items[0]).toMatchObject({ resourceType: 'display', resourceId: display.id, action: 'updated' });
    const q = (query: string) => activity(owner.accessToken, editor.id, query).then((r) => r.json().totalCount);
    // Actions read as the display's log shows them, in the reader's language; one no text names stays as it is.
    const german = (
      await t.app.inject({
        method: 'GET',
        url: `/api/users/${editor.id}/activity`,
        headers: { authorization: `Bearer ${owner.accessToken}`, 'accept-language': 'de' },
      })
    ).json();
    expect(german.items.map((i: { actionText: string }) => i.actionText)).toEqual(['updated', 'Display gesperrt']);
    expect(await q('?rangeTime=31')).toBe(1);
    expect(await q('?activityORAdditionalInfo=TITLE')).toBe(1);
    expect(await q(`?resourceId=${display.id}`)).toBe(2);
    expect(await q(`?resourceId=${display.onlineId}`)).toBe(2);
    expect(await q('?resourceId=nothing')).toBe(0);
    expect(await q('?roleLabel=editor')).toBe(2);
    expect(await q('?roleLabel=Redakteur')).toBe(2);
    expect(await q('?roleLabel=Viewer')).toBe(0);
    expect(await q(`?companyId=${(await createCompany(t.db)).company.id}`)).toBe(0);
  });

  it('answers 400, 403 without GET_USER_EXTENDED and 404 for another company user', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    expect((await activity(owner.accessToken, owner.user.id, '?rangeTime=3')).statusCode).toBe(400);
    expect((await activity(owner.accessToken, owner.user.id, '?perPage=500')).statusCode).toBe(400);
    const none = await createRole(t.db, owner.user.companyId as string, ['GET_USERS']);
    const weak = await createLoggedInUser(t.app.deps, { companyId: owner.user.companyId, roleId: none.id });
    expect((await activity(weak.accessToken, owner.user.id)).statusCode).toBe(403);
    const foreign = await createUser(t.db);
    expect((await activity(owner.accessToken, foreign.id)).statusCode).toBe(404);
  });
});
