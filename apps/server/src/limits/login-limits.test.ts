import { describe, expect, it } from 'vitest';
import { accountDelayMs, loginRules, pairBlockSeconds } from './login-limits.ts';

describe('pairBlockSeconds', () => {
  it('is zero below the limit, a minute at it, then doubles up to an hour', () => {
    expect([0, 4].map((n) => pairBlockSeconds(n, 5))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 1000].map((n) => pairBlockSeconds(n, 5))).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(pairBlockSeconds(100, 0)).toBe(0);
  });
});

describe('accountDelayMs', () => {
  it('is zero below the limit, then grows by a step per failure up to the maximum', () => {
    expect(accountDelayMs(49, 50)).toBe(0);
    expect(accountDelayMs(50, 50)).toBe(loginRules.accountDelayStepMs);
    expect(accountDelayMs(52, 50)).toBe(3 * loginRules.accountDelayStepMs);
    expect(accountDelayMs(10_000, 50)).toBe(loginRules.maxAccountDelayMs);
    expect(accountDelayMs(10_000, 0)).toBe(0);
  });
});
