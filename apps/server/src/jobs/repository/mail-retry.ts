import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

const waitingForRetry = (kind: string) =>
  and(eq(jobs.kind, kind), eq(jobs.status, 'queued'), gt(jobs.attempts, 0), gt(jobs.runAt, sql`now()`));

/** How many jobs of a kind failed at least once and wait for a later retry. */
export const countWaitingForRetry = (db: Db, kind: string) => db.$count(jobs, waitingForRetry(kind));

/** Brings the retry of every waiting job of a kind forward to now; answers how many. */
export async function retryWaitingNow(db: Db, kind: string): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(waitingForRetry(kind))
    .returning({ id: jobs.id });
  return released.length;
}
