import qrcode from 'qrcode-generator';

/** An SVG of a QR code for `text` (an address: ASCII), scalable to its box, dark modules on white. */
export function qrSvg(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  return code.createSvgTag({ cellSize: 4, margin: 0, scalable: true });
}
