import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { type BackoffOptions, defaultBackoff, retryDelayMs } from './backoff.ts';
import type { JobQueue } from './queue.ts';
import {
  type ClaimedJob,
  claimJobs,
  completeJobs,
  failExhaustedLeases,
  failJob,
  releaseJobs,
} from './repository/queue.ts';

/** Runs one job; a returned payload replaces the stored one when the job is done. Throwing schedules a retry. */
export type JobHandler = (job: ClaimedJob) => Promise<undefined | { payload?: Record<string, unknown> }>;

/** Thrown by a handler when trying again cannot help (e.g. the mail server refused the recipient): fail at once. */
export class PermanentJobError extends Error {}

export type JobWorkerOptions = {
  db: Db;
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** How often to look for due jobs without a wake-up (jobs of other processes, retries); default 1 s. */
  pollIntervalMs?: number;
  /** Jobs run at the same time; default 4. */
  concurrency?: number;
  /**
   * How long a claimed job stays with this worker; after that another worker may take it (this one crashed or
   * hung). Longer than any handler may take: the SMTP transport gives up within about two minutes. Default 5 min.
   */
  leaseMs?: number;
  backoff?: BackoffOptions;
};

export type JobWorker = {
  readonly id: string;
  /** Starts claiming: at once, on every enqueue in this process, and every poll interval. */
  start(): void;
  /**
   * Stops claiming and waits up to `deadlineMs` for the running jobs; jobs still running then are released (back to
   * the queue, the attempt not counted) so another instance takes them at once.
   */
  stop(deadlineMs: number): Promise<void>;
  /** Claims and runs due jobs (only `ids` when given) until none is left; answers how many ran. For tests. */
  runNow(ids?: string[]): Promise<number>;
};

/** After a wake-up that found nothing (the enqueuing transaction had not committed yet), look again this often. */
const wakeRetries = [20, 100, 400];
const leaseSweepEveryMs = 60_000;

export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(opts.handlers);
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const concurrency = opts.concurrency ?? 4;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const backoff = opts.backoff ?? defaultBackoff;
  const log = opts.log;
  const running = new Map<string, Promise<void>>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let again = false;
  let wakeRetry = wakeRetries.length;
  let lastLeaseSweep = 0;
  let unsubscribe: (() => void) | undefined;
  type Done = { id: string; payload?: Record<string, unknown>; settle: (error?: unknown) => void };
  let finished: Done[] = [];

  /** Jobs that finish together are recorded in one statement (a long queue finishes several per moment). */
  function recordDone(jobId: string, payload?: Record<string, unknown>) {
    return new Promise<void>((resolve, reject) => {
      finished.push({ id: jobId, payload, settle: (error) => (error ? reject(error) : resolve()) });
      if (finished.length > 1) return;
      setImmediate(() => {
        const batch = finished;
        finished = [];
        completeJobs(opts.db, id, batch).then(
          () => {
            for (const done of batch) done.settle();
          },
          (error: unknown) => {
            for (const done of batch) done.settle(error);
          },
        );
      });
    });
  }

  async function execute(job: ClaimedJob) {
    const handler = opts.handlers[job.kind];
    try {
      const result = handler ? await handler(job) : undefined;
      await recordDone(job.id, result?.payload);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      const status = await failJob(opts.db, id, job.id, {
        error: message,
        retryInMs: permanent ? null : retryDelayMs(job.attempts, backoff),
      }).catch((err: unknown) => {
        log.error({ err, jobId: job.id }, 'recording a failed job failed');
        return null;
      });
      const level = status === 'failed' ? 'error' : 'warn';
      log[level]({ jobId: job.id, kind: job.kind, attempt: job.attempts, error: message, status }, 'job failed');
    }
  }

  /** Claims what fits into the free slots; answers the number claimed. */
  async function claimAndStart(ids?: string[]): Promise<number> {
    const free = concurrency - running.size;
    if (free <= 0) return 0;
    if (!ids && Date.now() - lastLeaseSweep > leaseSweepEveryMs) {
      lastLeaseSweep = Date.now();
      await failExhaustedLeases(opts.db);
    }
    const claimed = await claimJobs(opts.db, { workerId: id, kinds, limit: free, leaseMs, ids });
    for (const job of claimed) {
      const run = execute(job).finally(() => {
        running.delete(job.id);
        // Claim again once half the slots are free: fewer, larger claims when the queue is long.
        if (started && concurrency - running.size >= Math.ceil(concurrency / 2)) schedule(0);
      });
      running.set(job.id, run);
    }
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (stopped || !started) return;
    if (ticking) {
      if (delayMs === 0) again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    let found = 0;
    ticking = claimAndStart()
      .then((n) => {
        found = n;
      })
      .catch((err: unknown) => log.error({ err }, 'claiming jobs failed'))
      .finally(() => {
        ticking = null;
        if (stopped) return;
        if (again) {
          again = false;
          schedule(0);
        } else if (found === 0 && wakeRetry < wakeRetries.length) {
          schedule(wakeRetries[wakeRetry++]);
        } else {
          schedule(pollIntervalMs);
        }
      });
  }

  return {
    id,
    start() {
      if (started || stopped) return;
      started = true;
      unsubscribe = opts.queue.onEnqueued(() => {
        wakeRetry = 0;
        schedule(0);
      });
      schedule(0);
    },
    async stop(deadlineMs) {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await ticking;
      if (running.size === 0) return;
      let deadline: NodeJS.Timeout | undefined;
      const allDone = await Promise.race([
        Promise.allSettled(running.values()).then(() => true),
        new Promise<false>((resolve) => {
          deadline = setTimeout(() => resolve(false), deadlineMs);
        }),
      ]);
      clearTimeout(deadline);
      if (allDone) return;
      const released = await releaseJobs(opts.db, id, [...running.keys()]).catch((err: unknown) => {
        log.error({ err }, 'releasing running jobs failed');
        return 0;
      });
      log.warn({ released }, 'stopped with jobs still running: released them to other instances');
    },
    async runNow(ids) {
      let total = 0;
      for (;;) {
        const claimed = await claimAndStart(ids);
        if (claimed === 0 && running.size === 0) return total;
        total += claimed;
        await Promise.race(running.values());
      }
    },
  };
}
