import { describe, expect, it } from 'vitest';
import { dayIn, daysOf, playsRange, playsReportOf } from './report.ts';

describe('the plays report', () => {
  it('covers the last 7 days up to today in the reader’s time zone by default', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(playsRange({}, now, 'UTC')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    // Already the 11th in Berlin.
    expect(dayIn(now, 'Europe/Berlin')).toBe('2026-03-11');
    expect(playsRange({}, now, 'Europe/Berlin')).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(playsRange({ from: '2026-02-27' }, now, 'UTC')).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(playsRange({ to: '2026-01-03' }, now, 'UTC')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });

  it('lists every day of the range, across a month end', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('sums plays per item and day, the most played first', () => {
    const report = playsReportOf(
      { from: '2026-03-01', to: '2026-03-02' },
      [
        { itemId: 'a', day: '2026-03-01', plays: 2 },
        { itemId: 'b', day: '2026-03-01', plays: 1 },
        { itemId: 'b', day: '2026-03-02', plays: 4 },
      ],
      [
        { itemId: 'a', fileId: null, title: 'Alpha' },
        { itemId: 'b', fileId: 'f', title: 'Beta' },
      ],
    );
    expect(report.days).toEqual(['2026-03-01', '2026-03-02']);
    expect(report.items).toEqual([
      { itemId: 'b', fileId: 'f', title: 'Beta', total: 5, perDay: { '2026-03-01': 1, '2026-03-02': 4 } },
      { itemId: 'a', fileId: null, title: 'Alpha', total: 2, perDay: { '2026-03-01': 2 } },
    ]);
  });
});
