import { describe, expect, it } from 'vitest';
import { cleanName } from './answers.ts';

describe('cleanName', () => {
  it('keeps a readable name, NFC, without control and bidi characters', () => {
    expect(cleanName('Plaka\u0301t.jpg', 255)).toBe('Plakát.jpg');
    expect(cleanName('x.jpg\u0000.php', 255)).toBe('x.jpg.php');
    expect(cleanName('invoice\u202Egpj.exe', 255)).toBe('invoicegpj.exe');
    expect(cleanName('..\\..\\etc/passwd', 255)).toBe('..\\..\\etc/passwd');
    expect(cleanName('Grüße 🎉.png', 255)).toBe('Grüße 🎉.png');
  });

  it('cuts long names by characters, not code units, and answers null for nothing', () => {
    expect(cleanName('🎉'.repeat(300), 255)).toBe('🎉'.repeat(255));
    expect(cleanName('  \u0001 ', 255)).toBeNull();
    expect(cleanName(null, 255)).toBeNull();
  });
});
