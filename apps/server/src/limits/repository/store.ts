import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/** A counter of the shared store: `keyPrefix` names the limiter, `duration` is its window in seconds. */
export type StoreLimiter = RateLimiterDrizzle;

/**
 * A rate-limiter-flexible counter in the `rate_limits` table of the app's database (PGlite or PostgreSQL), so every
 * instance on one database counts together. Expired rows are removed by the hourly cleanup job, not by a timer per
 * limiter (`clearExpiredByTimeout`), which would outlive the app in tests and run once per instance.
 */
export function storeLimiter(db: Db, opts: { keyPrefix: string; points: number; duration: number }): StoreLimiter {
  return new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, clearExpiredByTimeout: false, ...opts });
}

export type Count = { points: number; msBeforeNext: number };

/**
 * Reads several counters in one statement (the login check asks for three before it hashes the password): the
 * current count and time left of every key that has an unexpired window, by full key (`limiter.getKey(key)`).
 */
export async function readCounts(db: Db, keys: string[]): Promise<Map<string, Count>> {
  const now = new Date();
  const rows = await db
    .select()
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), or(gt(rateLimits.expire, now), isNull(rateLimits.expire))));
  const counts = new Map<string, Count>();
  for (const row of rows) {
    const msBeforeNext = row.expire ? Math.max(0, row.expire.getTime() - now.getTime()) : -1;
    counts.set(row.key, { points: row.points, msBeforeNext });
  }
  return counts;
}

/** Removes counters whose window ended (the hourly cleanup); answers how many. */
export async function deleteExpiredCounts(db: Db): Promise<number> {
  const rows = await db.delete(rateLimits).where(lt(rateLimits.expire, sql`now()`)).returning({ key: rateLimits.key });
  return rows.length;
}
