import type { Db } from '../db/client.ts';
import { type JobDb, insertJob, insertJobs } from './repository/queue.ts';

/** Attempts before a job counts as failed, unless its kind or the caller says otherwise (see backoff.ts). */
export const defaultMaxAttempts = 14;

export type EnqueueOptions = {
  /** Default `defaultMaxAttempts`. */
  maxAttempts?: number;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** At most one job per kind and key: a second enqueue with the same key does nothing and answers null. */
  dedupeKey?: string;
};

export type JobQueue = {
  /**
   * Inserts a job inside the caller's transaction, so the change and the jobs it causes commit (or roll back)
   * together. Answers the job id (null for a duplicate dedupe key). Workers of this process are woken at once and
   * look again shortly after, since the transaction commits after this returns; other processes find it by polling.
   */
  enqueue(tx: JobDb, kind: string, payload: Record<string, unknown>, opts?: EnqueueOptions): Promise<string | null>;
  /** Many jobs of one kind in one statement (a fan-out, e.g. one mail per member), inside the caller's transaction. */
  enqueueMany(
    tx: JobDb,
    kind: string,
    payloads: Record<string, unknown>[],
    opts?: Pick<EnqueueOptions, 'maxAttempts'>,
  ): Promise<string[]>;
  /** The same as enqueue in a short transaction of its own, for callers that have none. */
  send(kind: string, payload: Record<string, unknown>, opts?: EnqueueOptions): Promise<string | null>;
  /** Wakes the workers of this process (e.g. after a failed job was put back into the queue). */
  wake(): void;
  /** Calls `listener` with the id of every job this process enqueues, and whenever `wake` is called (no id). */
  onEnqueued(listener: (id: string | null) => void): () => void;
  /** Resolves when every `send` started so far has finished (committed or failed). */
  settled(): Promise<void>;
};

export function createJobQueue(db: Db): JobQueue {
  const listeners = new Set<(id: string | null) => void>();
  const inFlight = new Set<Promise<unknown>>();
  const announce = (id: string | null) => {
    for (const listener of listeners) listener(id);
  };

  const queue: JobQueue = {
    async enqueue(tx, kind, payload, opts = {}) {
      const id = await insertJob(tx, {
        kind,
        payload,
        maxAttempts: opts.maxAttempts ?? defaultMaxAttempts,
        delayMs: opts.delayMs,
        dedupeKey: opts.dedupeKey,
      });
      if (id) announce(id);
      return id;
    },
    async enqueueMany(tx, kind, payloads, opts = {}) {
      const ids = await insertJobs(tx, kind, payloads, opts.maxAttempts ?? defaultMaxAttempts);
      for (const id of ids) announce(id);
      return ids;
    },
    send(kind, payload, opts) {
      const promise = db.transaction((tx) => queue.enqueue(tx, kind, payload, opts));
      // Committed now: a worker that looked while the transaction was open finds the job this time.
      promise.then(
        () => announce(null),
        () => {},
      );
      inFlight.add(promise);
      const forget = () => inFlight.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    wake: () => announce(null),
    onEnqueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  return queue;
}
