import { TooManyRequests } from '../lib/errors.ts';
import type { RateLimitConfig } from './config.ts';
import { clientKey } from './client-key.ts';
import { readCounts, storeLimiter } from './repository/store.ts';
import type { Db } from '../db/client.ts';

/** The failed-login rules besides the counts of RateLimitConfig (README, "Abuse limits"). */
export const loginRules = {
  /** A pair's failures are forgotten this long after its first one, or at its next success. */
  pairWindowSeconds: 24 * 3600,
  /** The pair's wait after its `loginPerPair`-th failure; it doubles with each further failure, up to the maximum. */
  firstBlockSeconds: 60,
  maxBlockSeconds: 3600,
  clientWindowSeconds: 15 * 60,
  accountWindowSeconds: 3600,
  /** Over the account's limit, each attempt at it waits this much per failure beyond the limit, up to the maximum. */
  accountDelayStepMs: 200,
  maxAccountDelayMs: 5000,
} as const;

export type LoginKind = 'company' | 'superpanel';

/** 429 of the login limits, with the wait in minutes in its message. */
export class TooManyLoginAttempts extends TooManyRequests {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'apiAuth.tooManyAttempts', { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long the pair waits after its `failures`-th failure (0: not yet). */
export function pairBlockSeconds(failures: number, perPair: number): number {
  if (perPair <= 0 || failures < perPair) return 0;
  const doublings = Math.min(failures - perPair, 30);
  return Math.min(loginRules.maxBlockSeconds, loginRules.firstBlockSeconds * 2 ** doublings);
}

/** How long an attempt at an account waits with `failures` recent failures from any address (0: not at all). */
export function accountDelayMs(failures: number, perAccount: number): number {
  if (perAccount <= 0 || failures < perAccount) return 0;
  return Math.min(loginRules.maxAccountDelayMs, loginRules.accountDelayStepMs * (failures - perAccount + 1));
}

/**
 * Failed-login limits that never lock an account out: wrong passwords count per (account, client address) pair,
 * and only that pair waits (429 with a growing Retry-After); one client address failing at many accounts gets 429;
 * an account failing from many addresses is answered more slowly for everyone, the right password from a fresh
 * address included, but never refused. Unknown addresses count like known ones, so the limits reveal nothing.
 */
export function createLoginLimits(
  db: Db,
  config: RateLimitConfig,
  opts: { sleep?: (ms: number) => Promise<void> } = {},
) {
  const sleep = opts.sleep ?? sleepFor;
  const pairFailures = storeLimiter(db, {
    keyPrefix: 'login_pair',
    points: Math.max(1, config.loginPerPair),
    duration: loginRules.pairWindowSeconds,
  });
  const pairBlocks = storeLimiter(db, {
    keyPrefix: 'login_pair_block',
    points: 1,
    duration: loginRules.maxBlockSeconds,
  });
  const clientFailures = storeLimiter(db, {
    keyPrefix: 'login_client',
    points: Math.max(1, config.loginPerClient),
    duration: loginRules.clientWindowSeconds,
  });
  const accountFailures = storeLimiter(db, {
    keyPrefix: 'login_account',
    points: Math.max(1, config.loginPerAccount),
    duration: loginRules.accountWindowSeconds,
  });
  const keysOf = (kind: LoginKind, email: string, ip: string) => ({
    pair: `${kind}:${email}:${clientKey(ip)}`,
    account: `${kind}:${email}`,
    client: clientKey(ip),
  });

  async function forgetPair(pair: string) {
    await Promise.all([pairFailures.delete(pair), pairBlocks.delete(pair)]);
  }

  return {
    /**
     * Asked before the password is checked: throws 429 while the pair waits or the client address is over its
     * limit, waits while the account is over its own, and answers what to record once the password is checked.
     */
    async begin(kind: LoginKind, email: string, ip: string) {
      const keys = keysOf(kind, email, ip);
      const full = {
        pair: pairFailures.getKey(keys.pair),
        block: pairBlocks.getKey(keys.pair),
        client: clientFailures.getKey(keys.client),
        account: accountFailures.getKey(keys.account),
      };
      const counts = await readCounts(db, Object.values(full));
      const block = counts.get(full.block);
      const client = counts.get(full.client);
      let waitMs = block ? block.msBeforeNext : 0;
      if (config.loginPerClient > 0 && client && client.points >= config.loginPerClient) {
        waitMs = Math.max(waitMs, client.msBeforeNext);
      }
      if (waitMs > 0) throw new TooManyLoginAttempts(Math.max(1, Math.ceil(waitMs / 1000)));
      const delay = accountDelayMs(counts.get(full.account)?.points ?? 0, config.loginPerAccount);
      if (delay > 0) await sleep(delay);
      const hadFailures = counts.has(full.pair);
      return {
        async failed() {
          const [pair] = await Promise.all([
            pairFailures.penalty(keys.pair),
            clientFailures.penalty(keys.client),
            accountFailures.penalty(keys.account),
          ]);
          const seconds = pairBlockSeconds(pair.consumedPoints, config.loginPerPair);
          if (seconds > 0) await pairBlocks.block(keys.pair, seconds);
        },
        /** A success forgets the pair's failures; the account's and the address's counts stay until they expire. */
        async succeeded() {
          if (hadFailures) await forgetPair(keys.pair);
        },
      };
    },
    /** After a password reset: the pair of the account and the address that reset it may try again at once. */
    async forget(kind: LoginKind, email: string, ip: string) {
      await forgetPair(keysOf(kind, email, ip).pair);
    },
  };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
