import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { periodStart } from '../repository/reader.ts';
import { notificationWorld } from '../test-world.ts';

/**
 * The notification center answers repeated counts from its cache (list/count-cache.ts). A new notice, a read or
 * unread, a deletion and a row removed in SQL must reach the next list at once; a count never reaches another user.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof notificationWorld>>;
beforeAll(async () => {
  t = await buildTestApp();
  world = await notificationWorld(t);
});
afterAll(() => t.close());

const list = async (token: string, query = '?type=displayShared&rangeTime=31') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: string }[]; totalCount: number };
};
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
const stats = () => t.app.contexts.notifications.countCache.stats();

describe('notification count cache', () => {
  it('answers a repeated count from the cache and sees every change at once', async () => {
    const { owner, send } = world;
    const first = await send('displayShared');
    await send('displayShared');
    expect((await list(owner.accessToken)).totalCount).toBe(2);
    const before = stats();
    expect((await list(owner.accessToken)).totalCount).toBe(2);
    expect(stats().hits).toBe(before.hits + 1);

    await send('displayShared');
    expect((await list(owner.accessToken)).totalCount).toBe(3);
    expect((await list(owner.accessToken, '?status=unread')).totalCount).toBeGreaterThanOrEqual(3);
    const unreadBefore = (await list(owner.accessToken, '?type=displayShared&status=unread')).totalCount;
    expect((await post(owner.accessToken, '/notifications/read', { ids: [first] })).statusCode).toBe(200);
    expect((await list(owner.accessToken, '?type=displayShared&status=unread')).totalCount).toBe(unreadBefore - 1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications',
      headers: bearer(owner.accessToken),
      payload: { ids: [first] },
    });
    expect(del.statusCode).toBe(200);
    expect((await list(owner.accessToken)).totalCount).toBe(2);
    await t.db.execute(sql`DELETE FROM notifications WHERE recipient_company_id = ${world.companyId}`);
    expect((await list(owner.accessToken)).totalCount).toBe(0);
  });

  it('keeps one user’s read state and deletions from another user’s count', async () => {
    const { owner, colleague, send } = world;
    const id = await send('displayPrivate');
    const query = '?type=displayPrivate&status=unread';
    expect((await list(colleague.accessToken, query)).totalCount).toBe(1);
    expect((await list(owner.accessToken, query)).totalCount).toBe(1);
    expect((await post(owner.accessToken, '/notifications/read', { ids: [id] })).statusCode).toBe(200);
    expect((await list(owner.accessToken, query)).totalCount).toBe(0);
    expect((await list(colleague.accessToken, query)).totalCount).toBe(1);
  });

  it('counts a period from a whole minute', () => {
    const now = Date.UTC(2026, 10, 26, 12, 34, 56, 789);
    expect(periodStart(undefined, now)).toBeNull();
    expect(periodStart(7, now)?.toISOString()).toBe('2026-11-19T12:34:00.000Z');
  });
});
