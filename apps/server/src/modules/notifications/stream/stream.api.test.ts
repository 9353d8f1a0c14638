import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../service.ts';
import { companyOf } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { openSseClient } from '../../../test/sse-client.ts';
import { notificationWorld } from '../test-world.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ NOTIFICATION_STREAMS_PER_USER: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/api`;
});
afterAll(() => t.close());

async function ticketFor(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().ticket as string;
}

/** A stream of the user, opened as the web client does (ticket first), and its first message (the unread count). */
async function streamOf(token: string, opts: { lastEventId?: string; header?: string } = {}) {
  const query = new URLSearchParams({ ticket: await ticketFor(token) });
  if (opts.lastEventId) query.set('lastEventId', opts.lastEventId);
  const client = await openSseClient(
    `${base}/notifications/stream?${query}`,
    opts.header ? { 'last-event-id': opts.header } : {},
  );
  expect(client.status).toBe(200);
  return client;
}

const streams = () => t.app.contexts.notifications.openStreams();

describe('GET /api/notifications/stream', () => {
  it('starts with the unread count and delivers a new notice live, as the list shows it', async () => {
    const w = await notificationWorld(t);
    await w.send('displayShared');
    const stream = await streamOf(w.owner.accessToken);
    const first = await stream.next();
    expect(first.event).toBe('unread');
    expect(first.json()).toEqual({ unreadCount: 1 });
    expect(first.id).toMatch(/^\d+\.\d+$/);

    const id = await w.send('displayUnshared', { userId: w.owner.user.id });
    const live = await stream.next('notification');
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(w.owner.accessToken) })
    ).json().items[0];
    expect(live.json()).toEqual({ ...listed, unreadCount: 2 });
    expect(live.json().id).toBe(id);
    await stream.close();
    await expect.poll(streams).toBe(0);
  });

  it('answers in the language asked for', async () => {
    const w = await notificationWorld(t);
    const query = new URLSearchParams({ ticket: await ticketFor(w.owner.accessToken), lang: 'de' });
    const stream = await openSseClient(`${base}/notifications/stream?${query}`);
    await stream.next('unread');
    await w.send('displayShared');
    expect((await stream.next('notification')).json().message).toMatch(/^Sender GmbH hat das Display/);
    await stream.close();
  });

  it('resumes after lastEventId (query or Last-Event-ID) without losing or repeating a notice', async () => {
    const w = await notificationWorld(t);
    const first = await streamOf(w.owner.accessToken);
    await first.next('unread');
    const a = await w.send('displayShared');
    const seen = await first.next('notification');
    expect(seen.json().id).toBe(a);
    await first.close();

    const b = await w.send('displayUnshared');
    const c = await w.send('displayShutdown', { userId: w.owner.user.id });
    for (const opts of [{ lastEventId: seen.id }, { header: seen.id }]) {
      const resumed = await streamOf(w.owner.accessToken, opts);
      // On PostgreSQL another file's open transaction may hold the rows back a moment: the stream then sends the
      // unread count first, so the notices are awaited by name.
      const got = [await resumed.next('notification'), await resumed.next('notification')].map((e) => e.json().id);
      expect(got).toEqual([b, c]);
      expect(await resumed.quiet('notification', 200)).toBe(true);
      await resumed.close();
    }
    // From the id of the last one sent: only what follows it.
    const resumed = await streamOf(w.owner.accessToken, { lastEventId: seen.id });
    await resumed.next('notification');
    const atC = await resumed.next('notification');
    await resumed.close();
    const d = await w.send('displayShared');
    const last = await streamOf(w.owner.accessToken, { lastEventId: atC.id });
    expect((await last.next('notification')).json().id).toBe(d);
    expect(await last.quiet('notification', 200)).toBe(true);
    await last.close();
  });

  it("never sends another company's notice, another user's, a partner event without GET_PARTNERS, or a rolled-back one", async () => {
    const w = await notificationWorld(t);
    const stranger = await streamOf(w.stranger.accessToken);
    const colleague = await streamOf(w.colleague.accessToken);
    await stranger.next('unread');
    await colleague.next('unread');
    await w.send('displayShared');
    await w.send('displayUnshared', { userId: w.owner.user.id });
    await w.send('partnerInvited');
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, {
          recipients: [{ companyId: w.companyId }],
          type: 'displayShared',
          sender: { companyId: companyOf(w.sender), userId: null },
          resource: { type: 'display', id: null },
          key: 'displayShared',
          params: { company: 'X', onlineId: '1', title: 'Rolled back' },
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const last = await w.send('displayShutdown');
    // The colleague gets exactly the two company notices without a key, in order.
    expect((await colleague.next('notification')).json().type).toBe('displayShared');
    expect((await colleague.next('notification')).json().id).toBe(last);
    expect(await colleague.quiet('notification', 200)).toBe(true);
    expect(stranger.events.filter((e) => e.event === 'notification')).toEqual([]);
    await Promise.all([stranger.close(), colleague.close()]);
  });

  it('tells every tab of the user the new unread count when a notice is read in one of them', async () => {
    const w = await notificationWorld(t);
    const id = await w.send('displayShared');
    const one = await streamOf(w.owner.accessToken);
    const two = await streamOf(w.owner.accessToken);
    const other = await streamOf(w.colleague.accessToken);
    for (const s of [one, two, other]) expect((await s.next('unread')).json()).toEqual({ unreadCount: 1 });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(w.owner.accessToken),
      payload: { ids: [id] },
    });
    expect(read.statusCode).toBe(200);
    expect((await one.next('unread')).json()).toEqual({ unreadCount: 0 });
    expect((await two.next('unread')).json()).toEqual({ unreadCount: 0 });
    expect(await other.quiet('unread', 200)).toBe(true);
    await Promise.all([one.close(), two.close(), other.close()]);
  });

  it('refuses a used, forged or missing ticket, and more streams than the limit per user', async () => {
    const w = await notificationWorld(t);
    const ticket = await ticketFor(w.owner.accessToken);
    const once = await openSseClient(`${base}/notifications/stream?ticket=${ticket}`);
    expect(once.status).toBe(200);
    const again = await fetch(`${base}/notifications/stream?ticket=${ticket}&lang=de`);
    expect(again.status).toBe(419);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Die Live-Verbindung konnte nicht geöffnet werden. Bitte laden Sie die Seite neu.',
    );
    expect((await fetch(`${base}/notifications/stream?ticket=x.y`)).status).toBe(419);
    expect((await fetch(`${base}/notifications/stream`)).status).toBe(400);
    expect((await fetch(`${base}/notifications/stream?ticket=${ticket}&extra=1`)).status).toBe(400);

    const second = await streamOf(w.owner.accessToken);
    const third = await fetch(`${base}/notifications/stream?ticket=${await ticketFor(w.owner.accessToken)}`);
    expect(third.status).toBe(429);
    await third.body?.cancel();
    await Promise.all([once.close(), second.close()]);
    // Closed streams free their slots and their subscriptions.
    await expect.poll(streams).toBe(0);
    const fourth = await streamOf(w.owner.accessToken);
    await fourth.next('unread');
    await fourth.close();
  });

  it('ends the stream when the session ends', async () => {
    const w = await notificationWorld(t);
    const stream = await streamOf(w.owner.accessToken);
    await stream.next('unread');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(w.owner.accessToken),
    });
    expect(logout.statusCode).toBeLessThan(300);
    await w.send('displayShared');
    await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
    expect(stream.events.filter((e) => e.event === 'notification')).toEqual([]);
  });
});
