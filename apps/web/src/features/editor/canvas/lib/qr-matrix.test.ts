import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr-matrix.ts';

const dark = (matrix: { size: number; dark: Uint8Array }, row: number, col: number) =>
  matrix.dark[row * matrix.size + col] === 1;

describe('qrMatrix', () => {
  it('makes a version 1 code (21 modules) for a short text, with its finder patterns', () => {
    const matrix = qrMatrix('Plakat', 'M')!;
    expect(matrix.size).toBe(21);
    // The finder pattern's dark ring and centre, and its light ring, in the top-left, top-right and bottom-left corner.
    for (const [row, col] of [
      [0, 0],
      [0, 14],
      [14, 0],
    ]) {
      expect(dark(matrix, row, col)).toBe(true);
      expect(dark(matrix, row + 6, col + 6)).toBe(true);
      expect(dark(matrix, row + 3, col + 3)).toBe(true);
      expect(dark(matrix, row + 1, col + 1)).toBe(false);
    }
  });

  it('grows with the text and with the error correction', () => {
    const url = 'https://plakat.example/menu?table=12';
    expect(qrMatrix(url, 'L')!.size).toBeLessThan(qrMatrix(url.repeat(10), 'L')!.size);
    expect(qrMatrix(url, 'L')!.size).toBeLessThanOrEqual(qrMatrix(url, 'H')!.size);
  });

  it('encodes text beyond latin as UTF-8 (more bytes than characters)', () => {
    const arabic = 'مرحبا بكم في متجرنا';
    // 19 characters are 35 bytes in UTF-8: more than version 1-M holds in bytes (14).
    expect(qrMatrix(arabic, 'M')!.size).toBeGreaterThan(21);
    expect(qrMatrix('€', 'M')!.size).toBe(21);
  });

  it('is the same for the same input', () => {
    expect(qrMatrix('same', 'Q')).toEqual(qrMatrix('same', 'Q'));
  });

  it('answers null for a text too long for any QR code', () => {
    expect(qrMatrix('x'.repeat(3000), 'H')).toBeNull();
  });
});
