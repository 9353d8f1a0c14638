import type { DesignDocument, DesignElement, Orientation } from '@plakat/shared';
import { clock, colors, date, designOf, fullHdFrame, rect, text } from './kit.ts';

const hours = [
  { days: 'Montag – Freitag', time: '09:00 – 19:00' },
  { days: 'Samstag', time: '10:00 – 16:00' },
  { days: 'Sonntag', time: 'geschlossen' },
];

/** Opening hours: the days in large rows on a light background, the current time and date in a blue panel. */
export function openingHours(orientation: Orientation): DesignDocument {
  const frame = fullHdFrame(orientation);
  const { safe, portrait } = frame;
  const left = safe.left + 40;
  const right = safe.right - 40;
  const width = right - left;
  const elements: DesignElement[] = [
    text('title', { x: left, y: safe.top + 50, w: portrait ? width : 1100 }, 'Öffnungszeiten', {
      font: 'bebasNeue',
      size: portrait ? 140 : 170,
      color: colors.navy,
      lineHeight: 1,
    }),
    text('subtitle', { x: left, y: safe.top + (portrait ? 200 : 230), w: portrait ? width : 1000 }, 'Opening hours', {
      font: 'montserrat',
      size: 48,
      bold: true,
      color: colors.blue,
    }),
  ];
  // The time panel: top right beside the title (landscape) or a band under it (portrait).
  const panel = portrait
    ? { x: left, y: safe.top + 300, w: width, h: 170 }
    : { x: right - 420, y: safe.top + 50, w: 420, h: 240 };
  elements.push(
    rect('time-panel', 'Time', panel, colors.blue, 24),
    clock(
      'clock',
      { x: panel.x + 30, y: panel.y + (portrait ? 20 : 30), w: portrait ? 360 : panel.w - 60 },
      {
        font: 'montserrat',
        size: 104,
        bold: true,
        color: colors.white,
        align: portrait ? 'left' : 'center',
      },
    ),
    date(
      'date',
      portrait
        ? { x: panel.x + 400, y: panel.y + 58, w: panel.w - 430 }
        : { x: panel.x + 30, y: panel.y + 165, w: panel.w - 60 },
      { size: 36, color: colors.mist, align: portrait ? 'right' : 'center' },
      'long',
    ),
  );
  const top = safe.top + (portrait ? 540 : 340);
  const rowHeight = portrait ? 330 : 165;
  hours.forEach((row, i) => {
    const y = top + i * rowHeight;
    const closed = row.time === 'geschlossen';
    elements.push(rect(`row-${i + 1}`, row.days, { x: left, y, w: width, h: rowHeight - 24 }, colors.white, 20));
    if (portrait) {
      elements.push(
        text(`days-${i + 1}`, { x: left + 48, y: y + 50, w: width - 96 }, row.days, {
          font: 'montserrat',
          size: 56,
          bold: true,
          color: colors.navy,
        }),
        text(`time-${i + 1}`, { x: left + 48, y: y + 135, w: width - 96 }, row.time, {
          font: 'montserrat',
          size: 80,
          bold: true,
          color: closed ? colors.muted : colors.blue,
        }),
      );
    } else {
      elements.push(
        text(`days-${i + 1}`, { x: left + 48, y: y + 32, w: 820 }, row.days, {
          font: 'montserrat',
          size: 64,
          bold: true,
          color: colors.navy,
        }),
        text(`time-${i + 1}`, { x: right - 48 - 700, y: y + 32, w: 700 }, row.time, {
          font: 'montserrat',
          size: 64,
          bold: true,
          color: closed ? colors.muted : colors.blue,
          align: 'right',
        }),
      );
    }
  });
  const noteHeight = portrait ? 200 : 120;
  const noteY = safe.bottom - 40 - noteHeight;
  elements.push(
    rect('note', 'Holidays', { x: left, y: noteY, w: width, h: noteHeight }, colors.yellow, 20),
    text(
      'holidays',
      { x: left + 48, y: noteY + (portrait ? 40 : 32), w: width - 96, lines: portrait ? 2 : 1 },
      portrait
        ? 'An Feiertagen geschlossen\nClosed on public holidays'
        : 'An Feiertagen geschlossen · Closed on public holidays',
      { size: 48, bold: true, color: colors.navy, lineHeight: 1.25 },
    ),
  );
  return designOf(frame, colors.paper, elements);
}
