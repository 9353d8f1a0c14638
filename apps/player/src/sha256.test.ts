import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Plain } from './sha256.ts';

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('sha256Plain', () => {
  it.each([0, 1, 55, 56, 63, 64, 65, 1000, 100_000])('matches node:crypto for %i bytes', (length) => {
    const bytes = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(hex(sha256Plain(bytes.buffer))).toBe(expected);
  });
});
