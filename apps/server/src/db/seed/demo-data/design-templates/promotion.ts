import type { DesignDocument, DesignElement, Orientation } from '@plakat/shared';
import { colors, designOf, ellipse, fullHdFrame, qr, rect, text } from './kit.ts';

/** A promotion: one big discount in a yellow circle, a short headline, a call to action and a QR code. */
export function promotion(orientation: Orientation): DesignDocument {
  const frame = fullHdFrame(orientation);
  const { safe, portrait } = frame;
  const left = safe.left + 40;
  const right = safe.right - 40;
  const width = right - left;
  const circleSize = portrait ? 620 : 640;
  const circle = portrait
    ? { x: (frame.width - circleSize) / 2, y: safe.top + 60, w: circleSize, h: circleSize }
    : { x: right - circleSize, y: safe.top + 80, w: circleSize, h: circleSize };
  const copyX = left;
  const copyWidth = portrait ? width : 980;
  const copyTop = portrait ? circle.y + circleSize + 70 : safe.top + 90;
  const elements: DesignElement[] = [
    ellipse('badge', 'Discount', circle, colors.yellow),
    text('discount', { x: circle.x, y: circle.y + circleSize / 2 - 150, w: circleSize }, '−30 %', {
      font: 'bebasNeue',
      size: 260,
      color: colors.navy,
      align: 'center',
      lineHeight: 1,
    }),
    text('discount-note', { x: circle.x + 60, y: circle.y + circleSize / 2 + 120, w: circleSize - 120 }, 'auf alles', {
      font: 'montserrat',
      size: 48,
      bold: true,
      color: colors.navy,
      align: 'center',
    }),
    text('kicker', { x: copyX, y: copyTop, w: copyWidth }, 'NUR DIESE WOCHE', {
      font: 'montserrat',
      size: 48,
      bold: true,
      color: colors.yellow,
      align: portrait ? 'center' : 'left',
    }),
    text('headline', { x: copyX, y: copyTop + 75, w: copyWidth }, 'Sommer-Sale', {
      font: 'bebasNeue',
      size: portrait ? 190 : 200,
      color: colors.white,
      align: portrait ? 'center' : 'left',
      lineHeight: 1,
    }),
    text(
      'body',
      { x: copyX, y: copyTop + (portrait ? 290 : 320), w: copyWidth, lines: 2 },
      'Sonnenbrillen, Strandtaschen und\nBadetücher – solange der Vorrat reicht.',
      { size: portrait ? 44 : 48, color: colors.mist, align: portrait ? 'center' : 'left', lineHeight: 1.3 },
    ),
  ];
  const ctaWidth = 520;
  const ctaY = copyTop + (portrait ? 470 : 510);
  const ctaX = portrait ? (frame.width - ctaWidth) / 2 : copyX;
  elements.push(
    rect('cta', 'Call to action', { x: ctaX, y: ctaY, w: ctaWidth, h: 120 }, colors.yellow, 60),
    text('cta-label', { x: ctaX, y: ctaY + 32, w: ctaWidth }, 'Jetzt im Laden', {
      font: 'montserrat',
      size: 48,
      bold: true,
      color: colors.navy,
      align: 'center',
    }),
  );
  const qrSize = 200;
  const footerY = safe.bottom - 40 - qrSize;
  elements.push(
    rect(
      'qr-frame',
      'QR code quiet zone',
      { x: right - qrSize - 20, y: footerY - 20, w: qrSize + 20, h: qrSize + 20 },
      colors.white,
      12,
    ),
    qr(
      'qr',
      'Offers online',
      { x: right - qrSize - 10, y: footerY - 10, w: qrSize, h: qrSize },
      'https://example.com/angebote',
    ),
    text(
      'qr-caption',
      { x: right - qrSize - 60 - 600, y: footerY + qrSize / 2 - 60, w: 600, lines: 2 },
      'Alle Angebote online\ngültig bis Sonntag',
      { size: 40, color: colors.white, align: 'right', lineHeight: 1.3 },
    ),
  );
  return designOf(frame, colors.blue, elements);
}
