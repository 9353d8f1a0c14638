import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time.ts';

describe('formatRelative', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelative('2026-03-10T11:59:40Z', 'en', now)).toBe('now');
    expect(formatRelative('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-03-10T09:30:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatRelative('2026-03-09T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelative('2026-03-10T11:55:00Z', 'de', now)).toBe('vor 5 Minuten');
  });
});
