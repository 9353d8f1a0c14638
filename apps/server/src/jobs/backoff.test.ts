import { describe, expect, it } from 'vitest';
import { defaultBackoff, retryDelayMs } from './backoff.ts';

const hour = 3600_000;

describe('retryDelayMs', () => {
  it('retries the first failure within a minute', () => {
    for (const r of [0, 0.5, 0.999]) {
      const delay = retryDelayMs(1, defaultBackoff, () => r);
      expect(delay).toBeGreaterThanOrEqual(15_000);
      expect(delay).toBeLessThan(60_000);
    }
  });

  it('doubles the delay per attempt', () => {
    const fixed = (attempt: number) => retryDelayMs(attempt, defaultBackoff, () => 1);
    expect([1, 2, 3, 4].map(fixed)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits more than 24 hours between tries', () => {
    for (const attempt of [13, 14, 20, 100, 10_000]) {
      expect(retryDelayMs(attempt, defaultBackoff, () => 1)).toBe(24 * hour);
      expect(retryDelayMs(attempt, defaultBackoff, () => 0)).toBe(12 * hour);
    }
  });

  it('spreads retries between half and the whole nominal delay', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, defaultBackoff)));
    expect(delays.size).toBeGreaterThan(10);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(240_000);
      expect(d).toBeLessThanOrEqual(480_000);
    }
  });

  it('gives a job up about two days after its first failure with 14 attempts', () => {
    let nominal = 0;
    for (let attempt = 1; attempt < 14; attempt++) nominal += retryDelayMs(attempt, defaultBackoff, () => 1);
    expect(nominal / hour).toBeGreaterThan(48);
    expect(nominal / hour).toBeLessThan(72);
  });

  it('takes the options given (short delays in tests)', () => {
    expect(retryDelayMs(1, { baseMs: 10, capMs: 40 }, () => 1)).toBe(10);
    expect(retryDelayMs(5, { baseMs: 10, capMs: 40 }, () => 1)).toBe(40);
    expect(retryDelayMs(0, { baseMs: 10, capMs: 40 }, () => 1)).toBe(10);
  });
});
