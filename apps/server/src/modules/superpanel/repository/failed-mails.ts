import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';
import { mailJobKind } from '../../../mail/mail-queue.ts';

const failedMails = and(eq(jobs.kind, mailJobKind), eq(jobs.status, 'failed'));

/** Mails that used up their attempts, most recently failed first (the job row is the delivery record). */
export async function listFailedMails(db: Db, opts: { offset: number; limit: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        to: sql<string>`coalesce(${jobs.payload}->>'to', '')`,
        subject: sql<string>`coalesce(${jobs.payload}->>'subject', '')`,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        createdAt: jobs.createdAt,
        failedAt: jobs.finishedAt,
      })
      .from(jobs)
      .where(failedMails)
      .orderBy(desc(jobs.finishedAt), jobs.id)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(jobs).where(failedMails),
  ]);
  return { items, totalCount: total?.n ?? 0 };
}

/**
 * Puts a failed mail back into the queue with a fresh set of attempts (the operator fixed the cause). Answers
 * 'notFound' for an id that is no mail and 'notFailed' for a mail that is queued or sent.
 */
export async function requeueFailedMail(db: Db, id: string): Promise<'queued' | 'notFound' | 'notFailed'> {
  const requeued = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), failedMails))
    .returning({ id: jobs.id });
  if (requeued.length > 0) return 'queued';
  const [mail] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, mailJobKind)));
  return mail ? 'notFailed' : 'notFound';
}
