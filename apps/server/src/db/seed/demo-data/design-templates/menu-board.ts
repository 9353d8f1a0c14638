import type { DesignDocument, DesignElement, Orientation } from '@plakat/shared';
import { colors, clock, designOf, fullHdFrame, line, rect, text } from './kit.ts';

const dishes = [
  { name: 'Spaghetti Bolognese', description: 'Rinderragout, Parmesan, Basilikum', price: '9,50 €' },
  { name: 'Caesar Salad', description: 'Römersalat, Hähnchen, Croûtons', price: '8,90 €' },
  { name: 'Gemüsecurry', description: 'Kokos, Jasminreis, Koriander · vegan', price: '8,50 €' },
  { name: 'Flammkuchen', description: 'Crème fraîche, Speck, Zwiebeln', price: '7,90 €' },
  { name: 'Tagessuppe', description: 'mit frischem Bauernbrot', price: '4,90 €' },
  { name: 'Apfelstrudel', description: 'Vanillesoße, Mandeln', price: '4,50 €' },
];

/** Lunch menu: a large title, six dishes with price in yellow, the time in the corner, a take-away note. */
export function menuBoard(orientation: Orientation): DesignDocument {
  const frame = fullHdFrame(orientation);
  const { safe, portrait } = frame;
  const left = safe.left + 40;
  const right = safe.right - 40;
  const width = right - left;
  const elements: DesignElement[] = [
    text('title', { x: left, y: safe.top + 50, w: portrait ? width : 1000 }, 'Mittagstisch', {
      font: 'bebasNeue',
      size: 150,
      color: colors.yellow,
      lineHeight: 1,
    }),
    text('subtitle', { x: left, y: safe.top + 210, w: portrait ? width : 1000 }, 'Lunch · täglich 11:30 – 14:30 Uhr', {
      size: 44,
      color: colors.mist,
    }),
    line('rule', { x: left, y: safe.top + (portrait ? 300 : 290), w: width }, colors.yellow, 6),
  ];
  const columns = portrait ? 1 : 2;
  const gap = 80;
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const top = safe.top + (portrait ? 360 : 340);
  const rowHeight = portrait ? 215 : 175;
  const priceWidth = 220;
  dishes.forEach((dish, i) => {
    const column = portrait ? 0 : i % 2;
    const row = portrait ? i : Math.floor(i / 2);
    const x = left + column * (columnWidth + gap);
    const y = top + row * rowHeight;
    elements.push(
      text(`dish-${i + 1}`, { x, y, w: columnWidth - priceWidth }, dish.name, {
        font: 'oswald',
        size: portrait ? 64 : 58,
        bold: true,
        color: colors.white,
      }),
      text(`price-${i + 1}`, { x: x + columnWidth - priceWidth, y: y - 4, w: priceWidth }, dish.price, {
        font: 'oswald',
        size: 64,
        bold: true,
        color: colors.yellow,
        align: 'right',
      }),
      text(`description-${i + 1}`, { x, y: y + (portrait ? 88 : 80), w: columnWidth }, dish.description, {
        size: portrait ? 42 : 38,
        color: colors.muted,
      }),
    );
  });
  const footerY = safe.bottom - 40 - 110;
  elements.push(
    rect('footer', 'Footer', { x: left, y: footerY, w: width, h: 110 }, colors.blue, 20),
    text(
      'take-away',
      { x: left + 40, y: footerY + (portrait ? 31 : 28), w: width - 360 },
      portrait ? 'Alles auch zum Mitnehmen' : 'Alle Gerichte auch zum Mitnehmen · Take-away',
      { size: portrait ? 40 : 44, color: colors.white },
    ),
    clock(
      'clock',
      { x: right - 300, y: footerY + 14, w: 260 },
      {
        font: 'montserrat',
        size: 68,
        bold: true,
        color: colors.yellow,
        align: 'right',
      },
    ),
  );
  return designOf(frame, colors.navy, elements);
}
