import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../storage/storage.ts';
import type { DemoDisplaySpec } from './demo-data/display-spec.ts';

/**
 * Demo pictures drawn as SVG and rendered by sharp: location photos (a room or street with the screen showing the
 * display's title) and placeholder programmes (a full-screen gradient with the title). Real JPEGs, no downloads.
 */
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

const scenes = [
  { sky: ['#9fc9ef', '#dcecf9'], wall: '#c9b8a4', floor: '#7d6a58' }, // street
  { sky: ['#f3e6d3', '#e8d5bc'], wall: '#efe2cf', floor: '#a58a6c' }, // lobby
  { sky: ['#dfe6ec', '#c5d0d9'], wall: '#d6dde3', floor: '#6f7b86' }, // office
];

export async function renderLocationImage(title: string, place: string, hue: number, variant: number): Promise<Buffer> {
  const w = 960;
  const h = 540;
  const scene = scenes[variant % scenes.length];
  const screenW = 420 + (variant % 3) * 60;
  const screenH = Math.round((screenW * 9) / 16);
  const x = variant % 2 === 0 ? 150 + variant * 20 : w - screenW - 140;
  const y = 90 + (variant % 2) * 20;
  const fontSize = Math.max(18, Math.min(36, Math.floor((screenW - 48) / Math.max(8, title.length * 0.66))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <linearGradient id="content" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},75%,30%)"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.floor}"/><stop offset="1" stop-color="#3b3129"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect y="${h * 0.12}" width="${w}" height="${h * 0.62}" fill="${scene.wall}"/>
  <rect x="${(x + screenW + 60) % (w - 120)}" y="${h * 0.2}" width="90" height="150" rx="6" fill="#ffffff" opacity="0.35"/>
  <rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="url(#floor)"/>
  <rect x="${x - 14}" y="${y - 14}" width="${screenW + 28}" height="${screenH + 28}" rx="10" fill="#1b1b1f"/>
  <rect x="${x}" y="${y}" width="${screenW}" height="${screenH}" fill="url(#content)"/>
  <circle cx="${x + screenW * 0.82}" cy="${y + screenH * 0.3}" r="${screenH * 0.22}" fill="#ffffff" opacity="0.12"/>
  <text x="${x + 24}" y="${y + screenH / 2}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(title)}</text>
  <text x="${x + 24}" y="${y + screenH / 2 + fontSize + 8}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.55)}" fill="#ffffff" opacity="0.85">${escapeXml(place)}</text>
  <rect x="${x + screenW / 2 - 8}" y="${y + screenH + 14}" width="16" height="${h * 0.74 - (y + screenH + 14)}" fill="#2a2a2e"/>
  <rect x="20" y="${h - 46}" width="${Math.min(w - 40, 24 + place.length * 10)}" height="30" rx="4" fill="#000000" opacity="0.45"/>
  <text x="32" y="${h - 25}" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#ffffff">${escapeXml(place)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: false }).toBuffer();
}

export async function renderPlaceholderImage(
  title: string,
  company: string,
  hue: number,
  variant: number,
): Promise<Buffer> {
  const w = 1280;
  const h = 720;
  const h2 = (hue + 40 + variant * 90) % 360;
  const fontSize = Math.max(36, Math.min(72, Math.floor(1100 / Math.max(10, title.length * 0.6))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,38%)"/><stop offset="1" stop-color="hsl(${h2},70%,22%)"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <polygon points="${w * 0.55},0 ${w},0 ${w},${h} ${w * 0.8},${h}" fill="#ffffff" opacity="0.07"/>
  <circle cx="${w * 0.85}" cy="${h * 0.3}" r="160" fill="#ffffff" opacity="0.08"/>
  <text x="80" y="${h * 0.42}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(title)}</text>
  <text x="80" y="${h * 0.42 + 70}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#ffffff" opacity="0.9">${variant % 2 === 0 ? 'Ihre Werbung hier · Your ad here' : 'Programm folgt · Programme coming soon'}</text>
  <text x="80" y="${h - 60}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#ffffff" opacity="0.7">${escapeXml(company)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A 400 px wide WebP thumbnail, as uploads get. */
export async function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image).resize({ width: 400 }).webp({ quality: 80 }).toBuffer();
}

/** Renders a demo display's pictures, writes them and their thumbnails to storage and answers their media rows. */
export async function storeDisplayImages(
  storage: FileStorage,
  companyId: string,
  companyName: string,
  displayId: string,
  spec: DemoDisplaySpec,
) {
  const place = `${spec.place.street} ${spec.place.houseNumber}, ${spec.place.town}`;
  const jobs = [
    ...Array.from({ length: spec.pictures }, (_, i) => ({
      kind: 'location' as const,
      i,
      render: () => renderLocationImage(spec.title, place, spec.hue, i),
    })),
    ...Array.from({ length: spec.placeholders }, (_, i) => ({
      kind: 'placeholder' as const,
      i,
      render: () => renderPlaceholderImage(spec.title, companyName, spec.hue, i),
    })),
  ];
  return Promise.all(
    jobs.map(async (job) => {
      const id = randomUUID();
      const image = await job.render();
      const base = `display-media/${companyId}/${displayId}/${id}`;
      await Promise.all([
        storage.putBuffer(`${base}.jpg`, image),
        thumbnailOf(image).then((thumb) => storage.putBuffer(`${base}-thumb.webp`, thumb)),
      ]);
      return {
        id,
        displayId,
        companyId,
        kind: job.kind,
        storageKey: `${base}.jpg`,
        thumbKey: `${base}-thumb.webp`,
        mime: 'image/jpeg',
        sizeBytes: image.length,
        width: job.kind === 'location' ? 960 : 1280,
        height: job.kind === 'location' ? 540 : 720,
        durationSeconds: null,
        sortOrder: job.i,
      };
    }),
  );
}
