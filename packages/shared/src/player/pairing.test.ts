import { describe, expect, it } from 'vitest';
import { formatPairingCode, normalizePairingCode, pairingAlphabet } from './pairing.ts';

describe('pairing codes', () => {
  it('leave out characters that read alike', () => {
    for (const char of '01OI') expect(pairingAlphabet).not.toContain(char);
    expect(pairingAlphabet).toHaveLength(32);
  });

  it('accept any case, spaces and the hyphen of the shown form', () => {
    expect(normalizePairingCode('abc-234')).toBe('ABC234');
    expect(normalizePairingCode(' AB C23 4 ')).toBe('ABC234');
    expect(normalizePairingCode(formatPairingCode('XYZ789'))).toBe('XYZ789');
  });

  it('refuse other lengths and characters', () => {
    expect(normalizePairingCode('ABC23')).toBeNull();
    expect(normalizePairingCode('ABC2345')).toBeNull();
    expect(normalizePairingCode('ABC10O')).toBeNull();
    expect(normalizePairingCode('ÄBC234')).toBeNull();
  });
});
