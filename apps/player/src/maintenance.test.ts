import { describe, expect, it } from 'vitest';
import { heapLimitBytes, minUptimeMs, reloadDue } from './maintenance.ts';

const at = (hour: number) => new Date(2026, 10, 26, hour, 15);

describe('reloadDue', () => {
  it('reloads at night once the player has run for 20 hours', () => {
    const now = at(3);
    expect(reloadDue({ now, startedAt: now.getTime() - minUptimeMs - 1, heapBytes: null })).toBe(true);
  });

  it('does not reload at night right after a start (no loop of reloads within the hour)', () => {
    const now = at(3);
    expect(reloadDue({ now, startedAt: now.getTime() - 60_000, heapBytes: null })).toBe(false);
  });

  it('does not reload by day, however long it has run', () => {
    const now = at(14);
    expect(reloadDue({ now, startedAt: now.getTime() - 5 * minUptimeMs, heapBytes: 1000 })).toBe(false);
  });

  it('reloads at any hour when the heap passes the limit', () => {
    const now = at(14);
    expect(reloadDue({ now, startedAt: now.getTime(), heapBytes: heapLimitBytes + 1 })).toBe(true);
  });
});
