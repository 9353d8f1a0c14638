import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/helper.ts';
import type { EventPayload } from './index.ts';

/** A channel of these tests only; no product code listens on it. */
const channel = 'test:events-after-commit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Everything that arrives on the channel, and a wait for the event with a given marker. */
function collect() {
  const received: EventPayload[] = [];
  const waiters: { marker: string; resolve: () => void }[] = [];
  const stop = t.app.deps.events.subscribe(channel, (payload) => {
    received.push(payload);
    for (const waiter of waiters) if (waiter.marker === payload.marker) waiter.resolve();
  });
  const arrival = (marker: string, ms = 2000) =>
    new Promise<void>((resolve, reject) => {
      if (received.some((p) => p.marker === marker)) return resolve();
      const timer = setTimeout(() => reject(new Error(`event ${marker} did not arrive within ${ms} ms`)), ms);
      waiters.push({
        marker,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  return { received, arrival, stop };
}

const run = crypto.randomUUID();

describe('events after commit', () => {
  it('delivers an event published in a committed transaction, after the commit', async () => {
    const { received, arrival, stop } = collect();
    await t.db.transaction(async (tx) => {
      await t.app.deps.events.publishAfterCommit(tx, channel, { marker: `${run}-committed`, id: 'a1' });
      // Not before the commit, not even on PGlite, which announces it in the same process.
      await tx.execute('select 1');
      expect(received).toEqual([]);
    });
    await arrival(`${run}-committed`);
    expect(received).toEqual([{ marker: `${run}-committed`, id: 'a1' }]);
    stop();
  });

  it('never delivers an event of a rolled-back transaction', async () => {
    const { received, arrival, stop } = collect();
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.deps.events.publishAfterCommit(tx, channel, { marker: `${run}-rolled-back` });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    // Notifications arrive in commit order: once this later one is here, the rolled-back one would have been too.
    await t.db.transaction((tx) => t.app.deps.events.publishAfterCommit(tx, channel, { marker: `${run}-after` }));
    await arrival(`${run}-after`);
    expect(received.map((p) => p.marker)).toEqual([`${run}-after`]);
    stop();
  });

  it('stops calling a handler once unsubscribed, and keeps calling the others', async () => {
    const first = collect();
    const second = collect();
    first.stop();
    await t.db.transaction((tx) => t.app.deps.events.publishAfterCommit(tx, channel, { marker: `${run}-one` }));
    await second.arrival(`${run}-one`);
    expect(first.received).toEqual([]);
    second.stop();
  });

  it('keeps delivering to the others when one handler throws', async () => {
    const stopFailing = t.app.deps.events.subscribe(channel, () => {
      throw new Error('a broken subscriber');
    });
    const { arrival, stop } = collect();
    await t.db.transaction((tx) => t.app.deps.events.publishAfterCommit(tx, channel, { marker: `${run}-robust` }));
    await arrival(`${run}-robust`);
    stopFailing();
    stop();
  });

  it('refuses a payload over the NOTIFY limit and a malformed channel, failing the transaction', async () => {
    await expect(
      t.db.transaction((tx) => t.app.deps.events.publishAfterCommit(tx, channel, { body: 'x'.repeat(8000) })),
    ).rejects.toThrow(/publish ids, not bodies/);
    await expect(
      t.db.transaction((tx) => t.app.deps.events.publishAfterCommit(tx, 'Bad Channel', { id: 1 })),
    ).rejects.toThrow(/invalid channel/);
    expect(() => t.app.deps.events.subscribe('Bad Channel', () => {})).toThrow(/invalid channel/);
  });
});
