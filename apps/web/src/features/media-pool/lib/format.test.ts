import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatSpeed } from './format.ts';

describe('media pool formats', () => {
  it('writes sizes in steps of 1024, as the server’s limits and messages count, in the reader’s language', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(1536, 'de')).toBe('1,5 kB');
    expect(formatBytes(20 * 1024 ** 3, 'en')).toBe('20 GB');
    expect(formatBytes(1000, 'en')).toBe('1,000 byte');
    expect(formatSpeed(2.5 * 1024 ** 2, 'en')).toBe('2.5 MB/s');
  });

  it('writes the time left with its two largest units', () => {
    expect(formatDuration(65, 'en')).toBe('1 min 5 sec');
    expect(formatDuration(3700, 'en')).toBe('1 hr 1 min');
    expect(formatDuration(0.2, 'en')).toBe('1 sec');
  });
});
