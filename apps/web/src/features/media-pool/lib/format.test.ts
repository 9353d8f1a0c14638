import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatSpeed } from './format.ts';

describe('media pool formats', () => {
  it('writes sizes in decimal units in the reader’s language', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
    expect(formatBytes(20_000_000_000, 'en')).toBe('20 GB');
    expect(formatSpeed(2_400_000, 'en')).toBe('2.4 MB/s');
  });

  it('writes the time left with its two largest units', () => {
    expect(formatDuration(65, 'en')).toBe('1 min 5 sec');
    expect(formatDuration(3700, 'en')).toBe('1 hr 1 min');
    expect(formatDuration(0.2, 'en')).toBe('1 sec');
  });
});
