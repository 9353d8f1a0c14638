import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue (apps/server/src/jobs): a job is inserted in the transaction of the change that causes it,
 * claimed by one worker with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), retried with backoff and kept
 * as `done` or `failed`. A mail is a job of kind `mail`; its row is the delivery record (done = sent).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    /** Claims so far; a claim counts before the handler runs, so a crash mid-run uses up an attempt. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** At most one job per kind and key, e.g. one per occurrence of a scheduled job. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.kind, t.status, t.finishedAt).where(sql`${t.status} IN ('done', 'failed')`),
    uniqueIndex('jobs_dedupe_idx').on(t.kind, t.dedupeKey),
  ],
);
