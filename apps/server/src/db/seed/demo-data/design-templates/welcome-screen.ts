import type { DesignDocument, DesignElement, Orientation } from '@plakat/shared';
import { clock, colors, date, designOf, fullHdFrame, line, qr, rect, text } from './kit.ts';

/** A welcome screen: a big greeting, greetings in other languages, time and date, guest Wi-Fi as a QR code. */
export function welcomeScreen(orientation: Orientation): DesignDocument {
  const frame = fullHdFrame(orientation);
  const { safe, portrait } = frame;
  const left = safe.left + 40;
  const right = safe.right - 40;
  const width = right - left;
  const markSize = 90;
  const elements: DesignElement[] = [
    rect('logo-mark', 'Logo', { x: left, y: safe.top + 40, w: markSize, h: markSize }, colors.yellow, 20),
    text('logo-letter', { x: left, y: safe.top + 40 + 8, w: markSize }, 'P', {
      font: 'montserrat',
      size: 64,
      bold: true,
      color: colors.navy,
      align: 'center',
    }),
    text('company', { x: left + markSize + 30, y: safe.top + 40 + 22, w: 700 }, 'Ihr Firmenname', {
      font: 'montserrat',
      size: 40,
      bold: true,
      color: colors.white,
    }),
  ];
  const heroY = portrait ? safe.top + 420 : safe.top + 250;
  elements.push(
    text(
      'greeting',
      { x: left, y: heroY, w: width, lines: portrait ? 2 : 1 },
      portrait ? 'Herzlich\nwillkommen' : 'Herzlich willkommen',
      {
        font: 'montserrat',
        size: portrait ? 120 : 128,
        bold: true,
        color: colors.white,
        align: portrait ? 'center' : 'left',
        lineHeight: 1.1,
      },
    ),
    line(
      'accent',
      { x: portrait ? (frame.width - 240) / 2 : left, y: heroY + (portrait ? 300 : 180), w: 240 },
      colors.yellow,
      12,
    ),
    text(
      'languages',
      { x: left, y: heroY + (portrait ? 350 : 230), w: width, lines: portrait ? 2 : 1 },
      portrait ? 'Welcome · Bienvenue\nBenvenuti · Bienvenidos' : 'Welcome · Bienvenue · Benvenuti · Bienvenidos',
      { size: 52, color: colors.yellow, align: portrait ? 'center' : 'left', lineHeight: 1.3 },
    ),
    text(
      'wish',
      { x: left, y: heroY + (portrait ? 530 : 330), w: width, lines: portrait ? 2 : 1 },
      portrait
        ? 'Schön, dass Sie da sind.\nDer Empfang hilft Ihnen gern weiter.'
        : 'Schön, dass Sie da sind. Der Empfang hilft Ihnen gern weiter.',
      { size: 40, color: colors.mist, align: portrait ? 'center' : 'left', lineHeight: 1.3 },
    ),
  );
  const barHeight = portrait ? 420 : 230;
  const barY = safe.bottom - 40 - barHeight;
  const qrSize = 170;
  elements.push(rect('info-bar', 'Time and Wi-Fi', { x: left, y: barY, w: width, h: barHeight }, colors.blue, 24));
  elements.push(
    clock(
      'clock',
      { x: left + 40, y: barY + 30, w: 400 },
      { font: 'montserrat', size: 110, bold: true, color: colors.white },
    ),
    date('date', { x: left + 40, y: barY + 165, w: portrait ? width - 80 : 700 }, { size: 40, color: colors.mist }),
    qr(
      'wifi',
      'Guest Wi-Fi',
      { x: right - 30 - qrSize, y: barY + barHeight - 30 - qrSize, w: qrSize, h: qrSize },
      'WIFI:T:WPA;S:Gaeste;P:willkommen;;',
    ),
    text(
      'wifi-label',
      { x: right - 60 - qrSize - 520, y: barY + barHeight - 30 - qrSize / 2 - 52, w: 520, lines: 2 },
      'Gäste-WLAN\nscannen und verbinden',
      { size: 40, color: colors.white, align: 'right', lineHeight: 1.3 },
    ),
  );
  return designOf(frame, colors.navy, elements);
}
