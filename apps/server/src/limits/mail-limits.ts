import type { Db } from '../db/client.ts';
import { clientKey } from './client-key.ts';
import type { RateLimitConfig } from './config.ts';
import { take, takeOrRefuse } from './points.ts';
import { storeLimiter } from './repository/store.ts';

/** Both mail limits count per hour. */
export const mailWindowSeconds = 3600;

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
    client: (ip: string) => takeOrRefuse(perClient, clientKey(ip)),
    /** Counts a mail to this address; answers whether it may be sent (public calls then skip it silently). */
    async address(email: string): Promise<boolean> {
      return (await take(perAddress, email.toLowerCase())) === 0;
    },
    /** Counts a mail to this address; 429 with Retry-After once it is over its limit (signed-in callers). */
    addressOrRefuse: (email: string) => takeOrRefuse(perAddress, email.toLowerCase()),
  };
}
export type MailLimits = ReturnType<typeof createMailLimits>;
