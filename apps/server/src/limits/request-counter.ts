import { LRUCache } from 'lru-cache';
import type { RateLimiterRes } from 'rate-limiter-flexible';

/** What the counter needs of the shared store: add points to a key's window and answer its total and time left. */
export type CounterStore = { penalty(key: string, points: number): Promise<RateLimiterRes> };

export type RequestCounterOptions = {
  /** Requests per window and key. */
  points: number;
  windowMs: number;
  /** Send the local count to the store once this many requests are pending, or ... */
  syncEvery: number;
  /** ... at the first request this long after the previous sync. */
  syncIntervalMs: number;
  /** Keys kept in memory (least recently seen are dropped first). */
  maxKeys?: number;
  now?: () => number;
  onSyncError?: (error: unknown) => void;
};

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Entry = {
  /** The store's total for the key at the last sync (every instance's requests, ours included). */
  shared: number;
  /** Counted here, not yet sent. */
  pending: number;
  /** Being sent right now. */
  sending: number;
  /** End of the key's window as the store reported it (or as guessed before the first sync). */
  resetAt: number;
  lastSync: number;
  sync: Promise<void> | null;
};

/**
 * A per-key request counter shared between instances without a database round trip per request: each instance
 * decides from its own count plus the store's total as of its last sync, and sends what it counted in the background
 * (after `syncEvery` requests or `syncIntervalMs`, whichever comes first). So one instance is exact, and every
 * further instance may let through up to about one sync's worth of requests before it learns of the others'.
 * Refused requests are not counted: a client that keeps trying is still let in when its window ends.
 */
export function createRequestCounter(store: CounterStore, opts: RequestCounterOptions) {
  const now = opts.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({ max: opts.maxKeys ?? 100_000 });
  const syncing = new Set<Promise<void>>();

  function sync(key: string, entry: Entry, at: number) {
    const points = entry.pending;
    entry.pending = 0;
    entry.sending = points;
    entry.lastSync = at;
    const done = store.penalty(key, points).then(
      (res) => {
        entry.shared = res.consumedPoints;
        entry.resetAt = now() + Math.max(0, res.msBeforeNext);
      },
      (error) => {
        entry.pending += points;
        opts.onSyncError?.(error);
      },
    );
    const settled = done.finally(() => {
      entry.sending = 0;
      entry.sync = null;
      syncing.delete(settled);
    });
    entry.sync = settled;
    syncing.add(settled);
  }

  return {
    /** Counts one request of `key` unless its window is used up. */
    hit(key: string): Decision {
      const at = now();
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= at) {
        // A new window: what was counted for the old one but not sent belongs to it and is dropped (a sync still
        // under way updates the old entry only).
        entry = { shared: 0, pending: 0, sending: 0, resetAt: at + opts.windowMs, lastSync: 0, sync: null };
        entries.set(key, entry);
      }
      if (entry.shared + entry.sending + entry.pending >= opts.points) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - at) / 1000)) };
      }
      entry.pending += 1;
      if (!entry.sync && (entry.pending >= opts.syncEvery || at - entry.lastSync >= opts.syncIntervalMs)) {
        sync(key, entry, at);
      }
      return { allowed: true };
    },
    /** Resolves when every sync started so far has finished (tests, shutdown). */
    async settled() {
      while (syncing.size > 0) await Promise.allSettled([...syncing]);
    },
  };
}
export type RequestCounter = ReturnType<typeof createRequestCounter>;
