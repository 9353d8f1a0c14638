import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

/** A transaction handle or the database. */
export type JobDb = Pick<Db, 'insert' | 'execute'>;

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts: number;
  /** Runs no earlier than this many milliseconds from now (database time). */
  delayMs?: number;
  dedupeKey?: string;
  id?: string;
};

export type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, starting at 1. */
  attempts: number;
  maxAttempts: number;
};

const rowsOf = async <T>(db: Pick<Db, 'execute'>, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const millis = (ms: number) => sql`(${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond')`;

/** Inserts many jobs of one kind in one statement (a fan-out); answers their ids. */
export async function insertJobs(
  db: JobDb,
  kind: string,
  payloads: Record<string, unknown>[],
  maxAttempts: number,
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(payloads.map((payload) => ({ kind, payload, maxAttempts })))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Inserts a job; answers its id, or null when a job with the same kind and dedupe key exists already. */
export async function insertJob(db: JobDb, job: NewJob): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      ...(job.id ? { id: job.id } : {}),
      kind: job.kind,
      payload: job.payload,
      maxAttempts: job.maxAttempts,
      dedupeKey: job.dedupeKey,
      ...(job.delayMs ? { runAt: sql`now() + ${millis(job.delayMs)}` } : {}),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.dedupeKey] })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs of the given kinds for `workerId` until now + `leaseMs`: queued jobs whose time has
 * come, and running jobs whose lease ran out (their worker died or hung). `FOR UPDATE SKIP LOCKED` lets concurrent
 * claims pass each other instead of waiting, and never hands one row to two of them. `ids` limits the claim to those
 * jobs (tests run the jobs they enqueued).
 */
export async function claimJobs(
  db: Pick<Db, 'execute'>,
  opts: { workerId: string; kinds: string[]; limit: number; leaseMs: number; ids?: string[] },
): Promise<ClaimedJob[]> {
  if (opts.kinds.length === 0 || opts.limit <= 0 || opts.ids?.length === 0) return [];
  const onlyIds = opts.ids ? sql`AND id IN ${opts.ids}` : sql``;
  const rows = await rowsOf<{ id: string; kind: string; payload: unknown; attempts: number; max_attempts: number }>(
    db,
    sql`
      WITH next AS (
        SELECT id FROM jobs
        WHERE kind IN ${opts.kinds} ${onlyIds}
          AND ((status = 'queued' AND run_at <= now())
            OR (status = 'running' AND locked_until < now() AND attempts < max_attempts))
        ORDER BY run_at, id
        LIMIT ${opts.limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE jobs SET status = 'running', attempts = jobs.attempts + 1, locked_by = ${opts.workerId},
        locked_until = now() + ${millis(opts.leaseMs)}
      FROM next WHERE jobs.id = next.id
      RETURNING jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }));
}

/**
 * Marks jobs this worker still holds as done, in one statement; a given payload replaces the stored one (a sent mail
 * drops its body). Answers the ids that were still this worker's.
 */
export async function completeJobs(
  db: Pick<Db, 'execute'>,
  workerId: string,
  done: { id: string; payload?: Record<string, unknown> }[],
): Promise<string[]> {
  if (done.length === 0) return [];
  const values = sql.join(
    done.map((d) => sql`(${d.id}::uuid, ${d.payload ? JSON.stringify(d.payload) : null}::jsonb)`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_by = NULL, locked_until = NULL,
          payload = coalesce(v.payload, jobs.payload)
        FROM (VALUES ${values}) AS v(id, payload)
        WHERE jobs.id = v.id AND jobs.locked_by = ${workerId} AND jobs.status = 'running'
        RETURNING jobs.id`,
  );
  return rows.map((r) => r.id);
}

export const completeJob = async (
  db: Pick<Db, 'execute'>,
  workerId: string,
  id: string,
  payload?: Record<string, unknown>,
) => (await completeJobs(db, workerId, [{ id, payload }])).length > 0;

/**
 * Records a failed attempt of a job this worker still holds: back to the queue after `retryInMs`, or `failed` for
 * good when the attempts are used up or the error is permanent.
 */
export async function failJob(
  db: Pick<Db, 'execute'>,
  workerId: string,
  id: string,
  opts: { error: string; retryInMs: number | null },
): Promise<'queued' | 'failed' | null> {
  const giveUp = opts.retryInMs === null;
  const rows = await rowsOf<{ status: 'queued' | 'failed' }>(
    db,
    sql`UPDATE jobs SET
          status = CASE WHEN ${giveUp}::boolean OR attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
          finished_at = CASE WHEN ${giveUp}::boolean OR attempts >= max_attempts THEN now() END,
          run_at = now() + ${millis(opts.retryInMs ?? 0)},
          last_error = ${opts.error.slice(0, 2000)}, locked_by = NULL, locked_until = NULL
        WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running' RETURNING status`,
  );
  return rows[0]?.status ?? null;
}

/** Gives jobs back to the queue at once (a stopping worker); the interrupted attempt does not count. */
export async function releaseJobs(db: Pick<Db, 'execute'>, workerId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), run_at = now(),
          locked_by = NULL, locked_until = NULL
        WHERE id IN ${ids} AND locked_by = ${workerId} AND status = 'running' RETURNING id`,
  );
  return rows.length;
}

/** Running jobs whose lease ran out on their last attempt will not be claimed again: they fail. */
export async function failExhaustedLeases(db: Pick<Db, 'execute'>): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`UPDATE jobs SET status = 'failed', finished_at = now(), locked_by = NULL, locked_until = NULL,
          last_error = coalesce(last_error || E'\n', '') || 'the worker did not finish its last attempt in time'
        WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts RETURNING id`,
  );
  return rows.length;
}
