import { describe, expect, it } from 'vitest';
import { clampedPage } from './page-clamp.ts';

describe('clampedPage', () => {
  it('corrects a page past the last one to the last page', () => {
    expect(clampedPage(99, 10, 35)).toBe(4);
    expect(clampedPage(5, 10, 40)).toBe(4);
    expect(clampedPage(3, 50, 0)).toBe(1);
  });

  it('leaves pages that exist alone', () => {
    expect(clampedPage(4, 10, 35)).toBeNull();
    expect(clampedPage(1, 10, 0)).toBeNull();
    expect(clampedPage(2, 20, 21)).toBeNull();
  });
});
