import { limits } from '@plakat/shared';

export type LimiterOptions = {
  /** Length of the fixed window that starts with a key's first failure. */
  windowMs: number;
  /** Failures per account (normalised e-mail, per login kind) before further attempts are refused. */
  perAccount: number;
  /** Failures per client IP before further attempts are refused. */
  perIp: number;
  /** Upper bound of tracked keys, so a flood of made-up e-mail addresses cannot grow memory without end. */
  maxKeys?: number;
  now?: () => number;
};

export type LimitDecision = { limited: false } | { limited: true; retryAfterSeconds: number };

type Window = { count: number; resetAt: number };

export const defaultLimiterOptions: LimiterOptions = {
  windowMs: limits.loginWindowMinutes * 60_000,
  perAccount: limits.loginFailuresPerAccount,
  perIp: limits.loginFailuresPerIp,
};

/**
 * Failed-login counter, in memory and per process (one object per app, so tests stay isolated). A fixed window per
 * key opens at the first failure and lasts `windowMs`; once a key has `limit` failures in its window, attempts are
 * refused until the window ends, whatever the password. Counting unknown addresses the same way as known ones keeps
 * the limiter from telling which accounts exist.
 */
export function createLoginLimiter(options: Partial<LimiterOptions> = {}) {
  const opts = { ...defaultLimiterOptions, ...options };
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  // Accounts and IPs are kept apart, so a flood of made-up addresses can never push an IP's counter out.
  const accounts = new Map<string, Window>();
  const ips = new Map<string, Window>();
  const accountKey = (kind: string, account: string) => `${kind}:${account}`;

  function current(map: Map<string, Window>, key: string, at: number): Window | undefined {
    const window = map.get(key);
    if (window && window.resetAt <= at) {
      map.delete(key);
      return undefined;
    }
    return window;
  }

  function makeRoom(map: Map<string, Window>, at: number) {
    if (map.size < maxKeys) return;
    for (const [key, window] of map) if (window.resetAt <= at) map.delete(key);
    // Still full: drop the least recently failed windows (a Map iterates in insertion order; bump re-inserts).
    let excess = map.size - Math.floor(maxKeys * 0.9);
    for (const key of map.keys()) {
      if (excess-- <= 0) break;
      map.delete(key);
    }
  }

  function bump(map: Map<string, Window>, key: string, at: number) {
    const window = current(map, key, at);
    if (window) {
      window.count += 1;
      map.delete(key);
      map.set(key, window);
      return;
    }
    makeRoom(map, at);
    map.set(key, { count: 1, resetAt: at + opts.windowMs });
  }

  return {
    /** Whether an attempt for this account from this IP may go ahead; asked before the password is checked. */
    check(kind: string, account: string, ip: string): LimitDecision {
      const at = now();
      let resetAt = 0;
      const accountWindow = current(accounts, accountKey(kind, account), at);
      if (accountWindow && accountWindow.count >= opts.perAccount) resetAt = Math.max(resetAt, accountWindow.resetAt);
      const ipWindow = current(ips, ip, at);
      if (ipWindow && ipWindow.count >= opts.perIp) resetAt = Math.max(resetAt, ipWindow.resetAt);
      if (resetAt === 0) return { limited: false };
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)) };
    },
    /** Counts a failed attempt (unknown e-mail or wrong password) against the account and the IP. */
    fail(kind: string, account: string, ip: string) {
      const at = now();
      bump(accounts, accountKey(kind, account), at);
      bump(ips, ip, at);
    },
    /** A successful login (or a password reset) clears the account's counter; the IP's counter stays. */
    reset(kind: string, account: string) {
      accounts.delete(accountKey(kind, account));
    },
    /** Tracked windows (accounts + IPs), for tests and metrics. */
    get size() {
      return accounts.size + ips.size;
    },
  };
}
export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
