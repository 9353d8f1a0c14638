import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { TooManyRequests } from '../lib/errors.ts';
import { clientKey } from './client-key.ts';
import type { RateLimitConfig } from './config.ts';
import { storeLimiter } from './repository/store.ts';

/**
 * Limits of the player's pairing (issue 25): codes asked for per client address and hour, codes entered per company
 * and 10 minutes. Both answer 429 with Retry-After when used up; 0 in the config switches one off.
 */
export function createPairingLimits(db: Db, config: RateLimitConfig) {
  const codes =
    config.pairingCodesPerClient > 0
      ? storeLimiter(db, { keyPrefix: 'pairing_codes', points: config.pairingCodesPerClient, duration: 3600 })
      : null;
  const claims =
    config.pairingClaimsPerCompany > 0
      ? storeLimiter(db, { keyPrefix: 'pairing_claims', points: config.pairingClaimsPerCompany, duration: 600 })
      : null;
  const take = async (limiter: typeof codes, key: string) => {
    if (!limiter) return;
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    }
  };
  return {
    /** Counts a code asked for by this client address. */
    code: (ip: string) => take(codes, clientKey(ip)),
    /** Counts a code entered by a user of this company. */
    claim: (companyId: string) => take(claims, companyId),
  };
}
export type PairingLimits = ReturnType<typeof createPairingLimits>;
