import qrcode from 'qrcode-generator';
import type { QrElement } from '@plakat/shared';

/** The modules of a QR code: `size` by `size`, `dark[row * size + col]`. The quiet zone is not included. */
export type QrMatrix = { size: number; dark: Uint8Array };

/**
 * Encodes the text as UTF-8 bytes (qrcode-generator's byte mode takes one byte per character of its input, so the
 * bytes are handed over as such characters) in the smallest version that holds it at the error correction asked for.
 * Null when the text does not fit a QR code at all.
 */
export function qrMatrix(value: string, errorCorrection: QrElement['errorCorrection']): QrMatrix | null {
  const bytes = new TextEncoder().encode(value);
  const code = qrcode(0, errorCorrection);
  code.addData(String.fromCharCode(...bytes), 'Byte');
  try {
    code.make();
  } catch {
    return null;
  }
  const size = code.getModuleCount();
  const dark = new Uint8Array(size * size);
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) dark[row * size + col] = code.isDark(row, col) ? 1 : 0;
  }
  return { size, dark };
}

/** The quiet zone around a code, in modules: four, as the standard asks. */
export const qrQuietZone = 4;
