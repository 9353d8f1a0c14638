import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.ts';

describe('parseDuration', () => {
  it('reads plain seconds and units', () => {
    expect(parseDuration('900')).toBe(900);
    expect(parseDuration('15m')).toBe(900);
    expect(parseDuration('2h')).toBe(7200);
    expect(parseDuration('30d')).toBe(2_592_000);
  });
  it('refuses what is not a positive duration', () => {
    for (const bad of ['', '0', '-5', '15x', 'm', '1.5h', '10 minutes']) expect(parseDuration(bad)).toBeNull();
  });
});
