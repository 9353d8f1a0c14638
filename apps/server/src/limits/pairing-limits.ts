import type { Db } from '../db/client.ts';
import { clientKey } from './client-key.ts';
import type { RateLimitConfig } from './config.ts';
import { takeOrRefuse } from './points.ts';
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
  return {
    /** Counts a code asked for by this client address. */
    code: (ip: string) => takeOrRefuse(codes, clientKey(ip)),
    /** Counts a code entered by a user of this company. */
    claim: (companyId: string) => takeOrRefuse(claims, companyId),
  };
}
export type PairingLimits = ReturnType<typeof createPairingLimits>;
