/** How long a failed job waits before its next attempt: doubling from `baseMs`, at most `capMs`, with jitter. */
export type BackoffOptions = { baseMs: number; capMs: number };

/**
 * First retry after 15-30 s, then 30-60 s, 1-2 min, ... up to 12-24 h between tries. With the default of 14
 * attempts a job is given up about two days after its first failure (34 h of doubling, then 24 h).
 */
export const defaultBackoff: BackoffOptions = { baseMs: 30_000, capMs: 24 * 3600_000 };

/**
 * The delay after the `attempt`-th failed attempt (1 for the first). "Equal jitter": half the delay is fixed, the
 * other half random, so instances that failed together (SMTP down for everyone) do not retry in lockstep, and no
 * retry comes sooner than half the nominal delay.
 */
export function retryDelayMs(attempt: number, opts: BackoffOptions = defaultBackoff, random = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 40));
  const nominal = Math.min(opts.capMs, opts.baseMs * 2 ** exponent);
  return Math.round(nominal / 2 + random() * (nominal / 2));
}
