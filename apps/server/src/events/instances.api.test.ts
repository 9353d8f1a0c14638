import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/helper.ts';
import { listenerApplicationName } from './postgres-listener.ts';
import type { EventPayload } from './index.ts';

const databaseUrl = process.env.DATABASE_URL;
/** A channel of these tests only; no product code listens on it. */
const channel = 'test:events-instances';

/** Resolves with the payload of the first event on `channel` whose marker matches, or fails after `ms`. */
function nextEvent(app: TestApp, marker: string, ms: number) {
  return new Promise<EventPayload>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`event ${marker} did not arrive within ${ms} ms`));
    }, ms);
    const stop = app.app.deps.events.subscribe(channel, (payload) => {
      if (payload.marker !== marker) return;
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

/**
 * Two app instances (buildApp twice) on one PostgreSQL database: an event one commits reaches the other's subscribers
 * through LISTEN/NOTIFY. PGlite belongs to one process, so there is no second instance to reach; it runs only with
 * DATABASE_URL (events.api.test.ts covers the single process on both databases).
 */
describe.skipIf(!databaseUrl)('events across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers an event committed on one instance to the subscribers of the other within a second', async () => {
    const marker = crypto.randomUUID();
    const onB = nextEvent(b, marker, 1000);
    const onA = nextEvent(a, marker, 1000);
    const started = performance.now();
    await a.db.transaction((tx) => a.app.deps.events.publishAfterCommit(tx, channel, { marker, id: 'x1' }));
    expect(await onB).toEqual({ marker, id: 'x1' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await onA).toEqual({ marker, id: 'x1' });
  });

  it('listens again after its connection is cut, tells subscribers of the gap, and delivers what follows', async () => {
    let gaps = 0;
    const stopGap = b.app.deps.events.onGap(() => gaps++);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const before = b.app.deps.events.status();
      expect(before.listening).toBe(true);
      const cut = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where pid = $1 and application_name = $2',
        [before.backendPid, listenerApplicationName],
      );
      expect(cut.rows).toEqual([{ ended: true }]);
      await expect.poll(() => gaps, { timeout: 10_000, interval: 50 }).toBe(1);
      const after = b.app.deps.events.status();
      expect(after.listening).toBe(true);
      expect(after.backendPid).not.toBe(before.backendPid);
      const marker = crypto.randomUUID();
      const onB = nextEvent(b, marker, 2000);
      await a.db.transaction((tx) => a.app.deps.events.publishAfterCommit(tx, channel, { marker }));
      expect(await onB).toEqual({ marker });
    } finally {
      stopGap();
      await admin.end();
    }
  });
});
