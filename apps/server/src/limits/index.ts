import type { Db } from '../db/client.ts';
import type { RateLimitConfig } from './config.ts';
import { createLoginLimits } from './login-limits.ts';
import { createPairingLimits } from './pairing-limits.ts';
import { createMailLimits } from './mail-limits.ts';
import { storeLimiter } from './repository/store.ts';
import { type RequestCounter, createRequestCounter } from './request-counter.ts';

export { type RateLimitConfig, rateLimitConfig, rateLimitEnv } from './config.ts';
export { type LoginKind, type LoginLimits, TooManyLoginAttempts, loginRules } from './login-limits.ts';
export { type MailLimits, mailWindowSeconds } from './mail-limits.ts';
export { registerRequestLimit } from './request-limit.ts';
export { deleteExpiredCounts, type StoreLimiter, storeLimiter } from './repository/store.ts';

/** The general limit sends its count to the database at most once a second per client, or every 5% of the limit. */
const requestSync = { intervalMs: 1000, share: 0.05 };

/** Every abuse limit of one app, counted in the app's database so that all instances on it count together. */
export function createRateLimits(
  db: Db,
  config: RateLimitConfig,
  opts: { sleep?: (ms: number) => Promise<void>; onSyncError?: (error: unknown) => void } = {},
) {
  const perMinute = config.requestsPerMinute;
  const requests: RequestCounter | null =
    perMinute > 0
      ? createRequestCounter(storeLimiter(db, { keyPrefix: 'requests', points: perMinute, duration: 60 }), {
          points: perMinute,
          windowMs: 60_000,
          syncEvery: Math.max(1, Math.floor(perMinute * requestSync.share)),
          syncIntervalMs: requestSync.intervalMs,
          onSyncError: opts.onSyncError,
        })
      : null;
  return {
    login: createLoginLimits(db, config, opts),
    mail: createMailLimits(db, config),
    pairing: createPairingLimits(db, config),
    requests,
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
