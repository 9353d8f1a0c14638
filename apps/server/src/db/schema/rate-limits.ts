import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the abuse limits (apps/server/src/limits), shared by every instance on this database. The layout is
 * the one rate-limiter-flexible's RateLimiterDrizzle expects: `key` is `<limiter>:<counted thing>`, `points` the count
 * of its current window and `expire` the end of that window (null: never). Expired rows are removed hourly.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
