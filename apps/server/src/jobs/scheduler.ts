import type { FastifyBaseLogger } from 'fastify';
import type { JobDb } from './repository/queue.ts';
import type { JobQueue } from './queue.ts';

/**
 * A job that runs every `everyMs`, once per occurrence across all instances: each instance enqueues the
 * occurrence's job with the dedupe key of its time slot, the unique index lets only the first insert through, and
 * the queue hands that one job to one worker (with retries like any job).
 */
export type SharedSchedule = { kind: string; everyMs: number; maxAttempts?: number };

/**
 * A task every instance runs for itself, because what it works on is not in the database but local to the
 * instance (its DATA_DIR/tmp). Running it twice on a shared folder does no harm.
 */
export type LocalSchedule = { name: string; everyMs: number; run: () => Promise<unknown> };

export type Scheduler = {
  start(): void;
  stop(): Promise<void>;
  /** Enqueues the due occurrences and runs the due local tasks; called every `tickMs` once started. */
  tick(): Promise<void>;
};

export function createScheduler(opts: {
  db: JobDb;
  queue: JobQueue;
  shared: SharedSchedule[];
  local: LocalSchedule[];
  log: FastifyBaseLogger;
  /** Default one minute, or the shortest schedule's interval when that is shorter (the player's 30 s monitor). */
  tickMs?: number;
  now?: () => number;
}): Scheduler {
  const now = opts.now ?? Date.now;
  const tickMs =
    opts.tickMs ?? Math.min(60_000, ...opts.shared.map((s) => s.everyMs), ...opts.local.map((task) => task.everyMs));
  const enqueuedSlot = new Map<string, number>();
  const lastLocalRun = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;

  async function tick() {
    const at = now();
    for (const schedule of opts.shared) {
      const slot = Math.floor(at / schedule.everyMs);
      if (enqueuedSlot.get(schedule.kind) === slot) continue;
      try {
        await opts.queue.enqueue(
          opts.db,
          schedule.kind,
          {},
          { dedupeKey: `every-${schedule.everyMs}-slot-${slot}`, maxAttempts: schedule.maxAttempts ?? 3 },
        );
        enqueuedSlot.set(schedule.kind, slot);
      } catch (err) {
        opts.log.error({ err, kind: schedule.kind }, 'enqueuing a scheduled job failed');
      }
    }
    for (const task of opts.local) {
      const last = lastLocalRun.get(task.name);
      if (last !== undefined && at - last < task.everyMs) continue;
      lastLocalRun.set(task.name, at);
      await task.run().catch((err: unknown) => opts.log.error({ err, task: task.name }, 'a local task failed'));
    }
  }

  function loop() {
    current = tick().finally(() => {
      current = null;
      if (stopped) return;
      timer = setTimeout(loop, tickMs);
      timer.unref();
    });
  }

  return {
    start() {
      if (stopped || timer || current) return;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
    tick,
  };
}
