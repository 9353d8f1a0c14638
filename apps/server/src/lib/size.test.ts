import { describe, expect, it } from 'vitest';
import { formatSize, parseSize } from './size.ts';

describe('parseSize', () => {
  it('reads bytes and binary units', () => {
    expect(parseSize('1024')).toBe(1024);
    expect(parseSize('2GB')).toBe(2 * 1024 ** 3);
    expect(parseSize('500 mb')).toBe(500 * 1024 ** 2);
    expect(parseSize('1.5K')).toBe(1536);
    expect(parseSize('20GB')).toBe(20 * 1024 ** 3);
  });
  it('refuses what is not a positive size', () => {
    for (const bad of ['', '0', '-5', '2 GiB', 'GB', '1e9', '10 gigabytes', '99999999999TB']) {
      expect(parseSize(bad)).toBeNull();
    }
  });
});

describe('formatSize', () => {
  it('names the largest fitting unit', () => {
    expect(formatSize(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatSize(800)).toBe('800 bytes');
  });
});
