import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../service.ts';
import { companyOf } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { openSseClient } from '../../../test/sse-client.ts';
import { notificationWorld } from '../test-world.ts';

const databaseUrl = process.env.DATABASE_URL;

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/api`;
}

/**
 * Two app instances on one PostgreSQL database: a notice one writes reaches a stream the other holds, and notices of
 * concurrent transactions arrive in an order the cursor can resume from. PGlite has one process and one connection
 * (stream.api.test.ts covers it); these run only with DATABASE_URL.
 */
describe.skipIf(!databaseUrl)('notification streams across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
    baseB = await listening(b);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const streamOnB = async (token: string, lastEventId?: string) => {
    const res = await b.app.inject({ method: 'POST', url: '/api/events/ticket', headers: bearer(token) });
    const query = new URLSearchParams({ ticket: res.json().ticket });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const stream = await openSseClient(`${baseB}/notifications/stream?${query}`);
    // A fresh stream starts with the unread count; a resumed one with what it missed.
    if (!lastEventId) await stream.next('unread');
    return stream;
  };

  /** Writes a "shared" notice titled `title` to the world's company in `db` (a transaction held open by a test). */
  const noticeOf = (w: Awaited<ReturnType<typeof notificationWorld>>) => (db: typeof a.db, title: string) =>
    notify(db, {
      recipients: [{ companyId: w.companyId }],
      type: 'displayShared',
      sender: { companyId: companyOf(w.sender), userId: null },
      resource: { type: 'display', id: null },
      key: 'displayShared',
      params: { company: 'Sender GmbH', onlineId: '1', title },
    });

  /** A transaction that has written a notice titled `title` and stays open until `commit` is called. */
  const heldOpen = async (notice: ReturnType<typeof noticeOf>, title: string) => {
    let release: () => void = () => {};
    const done = a.db.transaction(async (tx) => {
      await notice(tx, title);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await new Promise((r) => setTimeout(r, 100));
    return {
      commit: async () => {
        release();
        await done;
      },
    };
  };

  it('delivers a notice written on instance A to a stream on instance B within a second', async () => {
    const w = await notificationWorld(a);
    const stream = await streamOnB(w.owner.accessToken);
    const started = performance.now();
    const id = await w.send('displayShared');
    const arrived = await stream.next('notification', 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(arrived.json().id).toBe(id);
    await stream.close();
  });

  it('starts a fresh stream at now while an older transaction runs: no committed notice again, the running one later', async () => {
    const w = await notificationWorld(a);
    const notice = noticeOf(w);
    const older = await heldOpen(notice, 'running');
    await a.db.transaction((tx) => notice(tx, 'committed'));
    const stream = await streamOnB(w.owner.accessToken);
    expect(await stream.quiet('notification', 400)).toBe(true);
    await older.commit();
    expect((await stream.next('notification', 2000)).json().message).toBe(
      'Sender GmbH shared the display 1 “running” with you.',
    );
    const id = await w.send('displayUnshared');
    expect((await stream.next('notification', 2000)).json().id).toBe(id);
    await stream.close();
  });

  it('holds a notice back while an older transaction with a notice is open, then sends both in resumable order', async () => {
    const w = await notificationWorld(a);
    const stream = await streamOnB(w.owner.accessToken);
    const notice = noticeOf(w);
    const older = await heldOpen(notice, 'older');
    await a.db.transaction((tx) => notice(tx, 'newer'));
    // The newer one has committed, but sending it now would let a resume skip the older one.
    expect(await stream.quiet('notification', 400)).toBe(true);
    await older.commit();
    const first = await stream.next('notification', 2000);
    const second = await stream.next('notification', 2000);
    expect([first, second].map((e) => e.json().message)).toEqual([
      'Sender GmbH shared the display 1 “older” with you.',
      'Sender GmbH shared the display 1 “newer” with you.',
    ]);
    await stream.close();
    const resumed = await streamOnB(w.owner.accessToken, first.id);
    expect((await resumed.next('notification')).json().id).toBe(second.json().id);
    await resumed.close();
  });
});
