import { describe, expect, it } from 'vitest';
import { findNul } from './text-guard.ts';

describe('findNul', () => {
  it('names the first string holding a NUL, in values and keys, at any depth', () => {
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'] })).toBe('b.1');
    expect(findNul({ availability: { ['mo\u0000n']: [1] } })).toBe('availability.mon');
    expect(findNul('\u0000')).toBe('');
  });

  it('passes everything else', () => {
    expect(findNul({ a: 'ok', b: [1, null, true, { c: 'Köln\n' }] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
    expect(findNul(Buffer.from([0, 0]))).toBeNull();
  });
});
