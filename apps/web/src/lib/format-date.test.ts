import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  const iso = '2026-11-23T14:05:00';

  it('writes the date the way the reader does', () => {
    expect(formatDate(iso, 'en')).toBe('Nov 23, 2026');
    expect(formatDate(iso, 'de')).toBe('23.11.2026');
  });

  it('adds the time when asked', () => {
    expect(formatDate(iso, 'en', { withTime: true })).toMatch(/^Nov 23, 2026.*2:05\sPM$/);
    expect(formatDate(iso, 'de', { withTime: true })).toBe('23.11.2026, 14:05');
  });

  it('gives nothing for no value and the value itself when it is not a date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'de')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
