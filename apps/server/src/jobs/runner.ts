import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { deleteExpiredCounts } from '../limits/index.ts';
import { sweepTempDir } from '../storage/storage.ts';
import { deleteExpiredTokensAndSessions, deleteFinishedJobs, deleteUnverifiedAccounts } from './repository/cleanup.ts';
import type { JobQueue } from './queue.ts';
import { type LocalSchedule, type Scheduler, type SharedSchedule, createScheduler } from './scheduler.ts';
import { type JobHandler, type JobWorker, type JobWorkerOptions, createJobWorker } from './worker.ts';

const hour = 3600_000;

/** The scheduled jobs (see scheduler.ts for how each occurrence runs once). */
export const scheduledJobKinds = {
  tokens: 'cleanup.expiredTokensAndSessions',
  unverifiedAccounts: 'cleanup.unverifiedAccounts',
  finishedJobs: 'cleanup.finishedJobs',
  // Invitations (not built yet): add 'cleanup.expiredInvitations' here, with its handler below.
} as const;

export type JobRunnerOptions = Partial<
  Pick<JobWorkerOptions, 'pollIntervalMs' | 'concurrency' | 'leaseMs' | 'backoff'>
>;

export type JobRunnerConfig = { dataDir: string; unverifiedAccountDays: number };

/**
 * What a part of the app runs in the background (the mail queue, a context): the job kinds it handles, schedules that
 * run once per occurrence across all instances (their kinds need a handler here too), schedules every instance runs
 * on its own, and what to close once the worker has stopped.
 */
export type BackgroundWork = {
  handlers?: Record<string, JobHandler>;
  shared?: SharedSchedule[];
  local?: LocalSchedule[];
  stop?: () => void;
};

export type JobRunner = {
  worker: JobWorker;
  scheduler: Scheduler;
  /** Starts the worker and the scheduler of this instance. */
  start(): void;
  /** Stops scheduling, then the worker (see JobWorker.stop). */
  stop(deadlineMs: number): Promise<void>;
};

/** Everything that runs in the background of one instance: the job worker with every job kind, and the schedules. */
export function createJobRunner(opts: {
  db: Db;
  queue: JobQueue;
  config: JobRunnerConfig;
  log: FastifyBaseLogger;
  worker?: JobRunnerOptions;
  /** The scheduler's clock (tests). */
  clock?: () => number;
  /** The background work of the other parts (the mail queue, the contexts), besides the cleanups here. */
  work?: BackgroundWork[];
}): JobRunner {
  const { db, config, log } = opts;
  const work = opts.work ?? [];
  const handlers: Record<string, JobHandler> = {
    ...Object.assign({}, ...work.map((part) => part.handlers)),
    [scheduledJobKinds.tokens]: async () => {
      log.info({ deleted: await deleteExpiredTokensAndSessions(db) }, 'expired tokens and sessions removed');
      log.info({ deleted: await deleteExpiredCounts(db) }, 'expired rate limit counters removed');
      return undefined;
    },
    [scheduledJobKinds.unverifiedAccounts]: async () => {
      const deleted = await deleteUnverifiedAccounts(db, config.unverifiedAccountDays);
      log.info({ deleted, days: config.unverifiedAccountDays }, 'unverified accounts removed');
      return undefined;
    },
    [scheduledJobKinds.finishedJobs]: async () => {
      log.info({ deleted: await deleteFinishedJobs(db) }, 'finished jobs removed');
      return undefined;
    },
  };
  const shared: SharedSchedule[] = [
    { kind: scheduledJobKinds.tokens, everyMs: hour },
    { kind: scheduledJobKinds.unverifiedAccounts, everyMs: hour },
    { kind: scheduledJobKinds.finishedJobs, everyMs: hour },
    ...work.flatMap((part) => part.shared ?? []),
  ];
  const local: LocalSchedule[] = [
    ...work.flatMap((part) => part.local ?? []),
    {
      name: 'stale temporary uploads',
      everyMs: hour,
      run: async () => {
        const removed = await sweepTempDir(config, 24 * hour);
        if (removed > 0) log.info({ removed }, 'stale temporary uploads removed');
      },
    },
  ];
  const worker = createJobWorker({ db, queue: opts.queue, handlers, log, ...opts.worker });
  const scheduler = createScheduler({ db, queue: opts.queue, shared, local, log, now: opts.clock });
  return {
    worker,
    scheduler,
    start() {
      worker.start();
      scheduler.start();
    },
    async stop(deadlineMs) {
      await scheduler.stop();
      await worker.stop(deadlineMs);
      for (const part of work) part.stop?.();
    },
  };
}
