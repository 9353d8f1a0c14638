import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { TooManyRequests } from '../lib/errors.ts';
import { clientKey } from './client-key.ts';
import type { RateLimitConfig } from './config.ts';
import { type StoreLimiter, storeLimiter } from './repository/store.ts';

/** Both mail limits count per hour. */
export const mailWindowSeconds = 3600;

/** Counts one point; answers the seconds to wait when the window was used up already (0: allowed). */
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

/**
 * Limits of the calls that send mail, per client address and per recipient address. Every call counts, whether the
 * recipient has an account or not, so neither limit tells which addresses exist.
 */
export function createMailLimits(db: Db, config: RateLimitConfig) {
  const limiter = (keyPrefix: string, points: number) =>
    points > 0 ? storeLimiter(db, { keyPrefix, points, duration: mailWindowSeconds }) : null;
  const perClient = limiter('mail_client', config.mailPerClient);
  const perAddress = limiter('mail_address', config.mailPerAddress);
  return {
    /** Counts a mail-sending call of this client address; 429 with Retry-After once it is over its limit. */
    async client(ip: string) {
      const wait = await take(perClient, clientKey(ip));
      if (wait > 0) throw new TooManyRequests(wait);
    },
    /** Counts a mail to this address; answers whether it may be sent (public calls then skip it silently). */
    async address(email: string): Promise<boolean> {
      return (await take(perAddress, email.toLowerCase())) === 0;
    },
    /** Counts a mail to this address; 429 with Retry-After once it is over its limit (signed-in callers). */
    async addressOrRefuse(email: string) {
      const wait = await take(perAddress, email.toLowerCase());
      if (wait > 0) throw new TooManyRequests(wait);
    },
  };
}
export type MailLimits = ReturnType<typeof createMailLimits>;
