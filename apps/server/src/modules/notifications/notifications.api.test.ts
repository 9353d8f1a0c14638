import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../test/helper.ts';
import { notificationWorld } from './test-world.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const list = async (token: string, query = '') => {
  const res = await call(token, 'GET', `/notifications${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { id: string; read: boolean; message: string; [k: string]: unknown }[];
    totalCount: number;
  };
};
const ids = async (token: string, query = '') => (await list(token, query)).items.map((item) => item.id);
const unread = async (token: string) =>
  (await call(token, 'GET', '/notifications/unread-count')).json().unreadCount as number;

describe('GET /api/notifications', () => {
  it('lists what is addressed to my company or to me, newest first, in my language', async () => {
    const w = await notificationWorld(t);
    const display = '7d0c1d3a-5d43-4d5e-9d0f-4a4c1a1f0001';
    const shared = await w.send('displayShared', { resourceId: display });
    const toOwner = await w.send('displayUnshared', { userId: w.owner.user.id });
    await w.send('displayShared', { to: w.stranger.user.companyId as string });

    const page = await list(w.owner.accessToken);
    expect(page.totalCount).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([toOwner, shared]);
    expect(page.items[1]).toMatchObject({
      type: 'displayShared',
      message: 'Sender GmbH shared the display 1001 “Foyer” with you.',
      sender: { companyId: w.sender.user.companyId, userId: w.sender.user.id, userName: 'Sabine Sender' },
      resource: { type: 'display', id: display, path: '/dashboard/display-management/partner-list' },
      read: false,
    });
    expect((await list(w.owner.accessToken, '?lang=de')).items[1].message).toMatch(/^Sender GmbH hat das Display/);
    expect(await ids(w.colleague.accessToken)).toEqual([shared]);
    expect(await ids(w.stranger.accessToken)).toHaveLength(1);
  });

  it('filters by message, sender, resourceId, period, type and status; pages and sorts', async () => {
    const w = await notificationWorld(t);
    const display = '7d0c1d3a-5d43-4d5e-9d0f-4a4c1a1f0002';
    const old = await w.send('displayShutdown', { resourceId: display });
    const recent = await w.send('displayShared', { params: { title: '100% Lobby_1' } });
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(notifications.id, old));
    const token = w.owner.accessToken;
    expect(await ids(token, '?message=100%25%20lobby_1')).toEqual([recent]);
    expect(await ids(token, '?message=100%25%20lobbyX1')).toEqual([]);
    expect(await ids(token, '?message=endgültig&lang=de')).toEqual([old]);
    expect(await ids(token, '?sender=sabine')).toHaveLength(2);
    expect(await ids(token, '?sender=nobody')).toEqual([]);
    expect(await ids(token, `?resourceId=${display}`)).toEqual([old]);
    expect(await ids(token, '?rangeTime=7')).toEqual([recent]);
    expect(await ids(token, '?rangeTime=14')).toEqual([recent, old]);
    expect(await ids(token, '?type=displayShutdown')).toEqual([old]);
    expect(await ids(token, '?sortOrder=asce')).toEqual([old, recent]);
    const paged = await list(token, '?limit=10&page=2');
    expect(paged).toMatchObject({ items: [], totalCount: 2 });
    await call(token, 'POST', '/notifications/read', { ids: [old] });
    expect(await ids(token, '?status=read')).toEqual([old]);
    expect(await ids(token, '?status=unread')).toEqual([recent]);
    expect((await list(token, `?message=${'x'.repeat(10_000)}`)).totalCount).toBe(0);
  });

  it('answers 400 for bad filters and 403 before the company registration is done', async () => {
    const w = await notificationWorld(t);
    for (const query of [
      'resourceId=not-a-uuid',
      'rangeTime=8',
      'limit=37',
      'type=bogus',
      'status=seen',
      'sortOrder=up',
      'sort=type',
      'page=0',
      'unknown=1',
    ]) {
      const res = await call(w.owner.accessToken, 'GET', `/notifications?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
    const incomplete = await createLoggedInUser(t.app.deps, { companyId: null });
    expect((await call(incomplete.accessToken, 'GET', '/notifications')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(419);
  });

  it('shows partner events only to users holding GET_PARTNERS', async () => {
    const w = await notificationWorld(t);
    const invited = await w.send('partnerInvited');
    const shared = await w.send('displayShared');
    expect(await ids(w.owner.accessToken)).toEqual([shared, invited]);
    expect(await ids(w.colleague.accessToken)).toEqual([shared]);
    expect(await ids(w.colleague.accessToken, '?type=partnerInvited')).toEqual([]);
    expect(await unread(w.owner.accessToken)).toBe(2);
    expect(await unread(w.colleague.accessToken)).toBe(1);
    const res = await call(w.colleague.accessToken, 'POST', '/notifications/read', { ids: [invited] });
    expect(res.statusCode).toBe(404);
    await call(w.colleague.accessToken, 'POST', '/notifications/read', { all: true });
    expect(await t.db.select().from(notificationReads).where(eq(notificationReads.notificationId, invited))).toEqual(
      [],
    );
  });

  it('answers markup as the plain text it was sent (a message to a user)', async () => {
    const w = await notificationWorld(t);
    const text = '<b>Hallo</b> <script>alert(1)</script> & „Grüße“';
    const res = await call(w.owner.accessToken, 'POST', `/users/${w.colleague.user.id}/message`, {
      subject: '<i>Betreff</i>',
      message: text,
    });
    expect(res.statusCode).toBe(200);
    const [item] = (await list(w.colleague.accessToken)).items;
    expect(item).toMatchObject({ type: 'userMessage', resource: { type: 'user', path: null } });
    expect(item.message).toContain('<i>Betreff</i>');
    expect(item.message).toContain(text);
    expect(await ids(w.owner.accessToken)).toEqual([]);
  });
});

describe('read, unread and delete, per user', () => {
  it('keeps a read state of its own for every user of the company', async () => {
    const w = await notificationWorld(t);
    const a = await w.send('displayShared');
    const b = await w.send('displayUnshared');
    const owner = w.owner.accessToken;
    const read = await call(owner, 'POST', '/notifications/read', { ids: [a] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 1 });
    expect((await list(owner)).items.map((item) => item.read)).toEqual([false, true]);
    expect((await list(w.colleague.accessToken)).items.map((item) => item.read)).toEqual([false, false]);
    expect(await unread(w.colleague.accessToken)).toBe(2);

    expect((await call(owner, 'POST', '/notifications/read', { all: true })).json()).toEqual({ unreadCount: 0 });
    expect(await unread(w.colleague.accessToken)).toBe(2);
    expect((await call(owner, 'POST', '/notifications/unread', { ids: [b] })).json()).toEqual({ unreadCount: 1 });
    expect(await ids(owner, '?status=unread')).toEqual([b]);
    expect((await call(owner, 'POST', '/notifications/unread', { all: true })).json()).toEqual({ unreadCount: 2 });
    expect((await call(owner, 'POST', '/notifications/read', { ids: [a, a] })).json()).toEqual({ unreadCount: 1 });
  });

  it('deletes for the calling user only', async () => {
    const w = await notificationWorld(t);
    const a = await w.send('displayShared');
    const b = await w.send('displayUnshared');
    const owner = w.owner.accessToken;
    const res = await call(owner, 'DELETE', '/notifications', { ids: [a] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 1 });
    expect(await list(owner)).toMatchObject({ totalCount: 1, items: [{ id: b }] });
    // Both were written in the same instant: the order between them is not what this test is about.
    expect((await ids(w.colleague.accessToken)).sort()).toEqual([a, b].sort());
    expect((await call(owner, 'DELETE', '/notifications', { ids: [a] })).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/notifications/read', { ids: [a] })).statusCode).toBe(404);
    await call(owner, 'POST', '/notifications/read', { all: true });
    await call(owner, 'POST', '/notifications/unread', { all: true });
    expect(await ids(owner)).toEqual([b]);
  });

  it("answers 404 for another company's or another user's ids and changes nothing", async () => {
    const w = await notificationWorld(t);
    const mine = await w.send('displayShared');
    const foreign = await w.send('displayShared', { to: w.stranger.user.companyId as string });
    const toColleague = await w.send('displayUnshared', { userId: w.colleague.user.id });
    const owner = w.owner.accessToken;
    for (const batch of [[foreign], [mine, foreign], [mine, toColleague]]) {
      expect((await call(owner, 'POST', '/notifications/read', { ids: batch })).statusCode).toBe(404);
      expect((await call(owner, 'POST', '/notifications/unread', { ids: batch })).statusCode).toBe(404);
      expect((await call(owner, 'DELETE', '/notifications', { ids: batch })).statusCode).toBe(404);
    }
    const missing = '7d0c1d3a-5d43-4d5e-9d0f-4a4c1a1f0fff';
    expect((await call(owner, 'POST', '/notifications/read', { ids: [missing] })).statusCode).toBe(404);
    const states = await t.db
      .select()
      .from(notificationReads)
      .where(inArray(notificationReads.notificationId, [mine, foreign, toColleague]));
    expect(states).toEqual([]);
    expect(await unread(w.stranger.accessToken)).toBe(1);
  });

  it('answers 400 for bad bodies', async () => {
    const w = await notificationWorld(t);
    const owner = w.owner.accessToken;
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [], all: true }]) {
      expect((await call(owner, 'POST', '/notifications/read', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await call(owner, 'POST', '/notifications/unread', { ids: many })).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', '/notifications', { all: true })).statusCode).toBe(400);
  });
});
