import { RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from '../lib/errors.ts';
import type { StoreLimiter } from './repository/store.ts';

/** Counts one point; answers the seconds to wait when the window was used up already (0: allowed; null: no limit). */
export async function take(limiter: StoreLimiter | null, key: string): Promise<number> {
  if (!limiter) return 0;
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}

/** Counts one point; 429 with Retry-After once the window is used up. */
export async function takeOrRefuse(limiter: StoreLimiter | null, key: string): Promise<void> {
  const wait = await take(limiter, key);
  if (wait > 0) throw new TooManyRequests(wait);
}
