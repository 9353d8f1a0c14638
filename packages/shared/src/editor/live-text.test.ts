import { describe, expect, it } from 'vitest';
import { clockText, dateText } from './live-text.ts';

// 26 November 2026, 14:05:09 UTC: a Thursday.
const now = new Date(Date.UTC(2026, 10, 26, 14, 5, 9));

describe('clockText', () => {
  it('writes hours and minutes in 24 hours in the element’s time zone', () => {
    expect(clockText({ hourCycle: 'h23', showSeconds: false, timeZone: 'Europe/Berlin' }, now)).toBe('15:05');
    expect(clockText({ hourCycle: 'h23', showSeconds: false, timeZone: 'UTC' }, now)).toBe('14:05');
  });

  it('shows seconds when asked and a 12 hour clock with its period', () => {
    expect(clockText({ hourCycle: 'h23', showSeconds: true, timeZone: 'UTC' }, now)).toBe('14:05:09');
    expect(clockText({ hourCycle: 'h12', showSeconds: false, timeZone: 'America/New_York' }, now)).toMatch(
      /^09:05\sAM$/,
    );
  });

  it('takes an unknown time zone as the local one', () => {
    const local = clockText({ hourCycle: 'h23', showSeconds: true, timeZone: 'local' }, now);
    expect(clockText({ hourCycle: 'h23', showSeconds: true, timeZone: 'Mars/Olympus' }, now)).toBe(local);
  });
});

describe('dateText', () => {
  it('writes the date in the element’s language and style', () => {
    expect(dateText({ format: 'long', language: 'de', timeZone: 'Europe/Berlin' }, now)).toBe('26. November 2026');
    expect(dateText({ format: 'full', language: 'de', timeZone: 'Europe/Berlin' }, now)).toBe(
      'Donnerstag, 26. November 2026',
    );
    expect(dateText({ format: 'short', language: 'de', timeZone: 'UTC' }, now)).toBe('26.11.26');
    expect(dateText({ format: 'long', language: 'en', timeZone: 'UTC' }, now)).toBe('November 26, 2026');
    expect(dateText({ format: 'medium', language: 'en', timeZone: 'UTC' }, now)).toBe('Nov 26, 2026');
  });

  it('gives the day of the element’s time zone, not the screen’s', () => {
    const lateEvening = new Date(Date.UTC(2026, 10, 26, 23, 30));
    expect(dateText({ format: 'short', language: 'de', timeZone: 'Asia/Tokyo' }, lateEvening)).toBe('27.11.26');
    expect(dateText({ format: 'short', language: 'de', timeZone: 'America/Los_Angeles' }, lateEvening)).toBe(
      '26.11.26',
    );
  });
});
