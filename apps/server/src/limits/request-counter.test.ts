import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { createRequestCounter } from './request-counter.ts';

/** A shared store as the database would be (rate-limiter-flexible in memory) that counts its calls. */
function countingStore() {
  const memory = new RateLimiterMemory({ points: 1_000_000, duration: 60 });
  const store = {
    calls: 0,
    penalty(key: string, points: number) {
      store.calls += 1;
      return memory.penalty(key, points);
    },
  };
  return store;
}

describe('createRequestCounter', () => {
  it('refuses the request over the limit with the seconds left of the window, per key', async () => {
    let now = 1_000_000;
    const counter = createRequestCounter(countingStore(), {
      points: 3,
      windowMs: 60_000,
      syncEvery: 1,
      syncIntervalMs: 1000,
      now: () => now,
    });
    for (let i = 0; i < 3; i++) expect(counter.hit('a')).toEqual({ allowed: true });
    now += 20_000;
    expect(counter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(counter.hit('b')).toEqual({ allowed: true });
    await counter.settled();
  });

  it('asks the store once per batch, not once per request', async () => {
    const store = countingStore();
    const counter = createRequestCounter(store, {
      points: 1000,
      windowMs: 60_000,
      syncEvery: 50,
      syncIntervalMs: 60_000,
      now: () => 5_000_000,
    });
    for (let i = 0; i < 200; i++) {
      counter.hit('a');
      await counter.settled();
    }
    // The first request of a key is sent at once, then each further 50 (requests 1, 51, 101, 151; 49 still wait).
    expect(store.calls).toBe(4);
  });

  it('learns the other instances’ counts from the shared store', async () => {
    const store = countingStore();
    const options = { points: 10, windowMs: 60_000, syncEvery: 1, syncIntervalMs: 1000 };
    const one = createRequestCounter(store, options);
    const two = createRequestCounter(store, options);
    let allowed = 0;
    for (let i = 0; i < 20; i++) {
      const counter = i % 2 === 0 ? one : two;
      if (counter.hit('client').allowed) allowed += 1;
      await counter.settled();
    }
    // Each instance decides with the total of its last sync: at most one request beyond the limit slips through.
    expect(allowed).toBe(11);
  });

  it('starts a new window when the old one has ended', async () => {
    let now = 0;
    const counter = createRequestCounter(countingStore(), {
      points: 1,
      windowMs: 60_000,
      syncEvery: 1,
      syncIntervalMs: 1000,
      now: () => now,
    });
    expect(counter.hit('a').allowed).toBe(true);
    await counter.settled();
    expect(counter.hit('a').allowed).toBe(false);
    now = 60_001;
    expect(counter.hit('a').allowed).toBe(true);
    await counter.settled();
  });

  it('keeps counting when the store fails, and sends the count later', async () => {
    let failing = true;
    const memory = new RateLimiterMemory({ points: 1_000_000, duration: 60 });
    const errors: unknown[] = [];
    const counter = createRequestCounter(
      { penalty: (key, points) => (failing ? Promise.reject(new Error('down')) : memory.penalty(key, points)) },
      { points: 5, windowMs: 60_000, syncEvery: 1, syncIntervalMs: 0, onSyncError: (e) => errors.push(e) },
    );
    for (let i = 0; i < 3; i++) {
      expect(counter.hit('a').allowed).toBe(true);
      await counter.settled();
    }
    expect(errors).toHaveLength(3);
    failing = false;
    expect(counter.hit('a').allowed).toBe(true);
    await counter.settled();
    expect((await memory.get('a'))?.consumedPoints).toBe(4);
    expect(counter.hit('a').allowed).toBe(true);
    expect(counter.hit('a').allowed).toBe(false);
    await counter.settled();
  });
});
