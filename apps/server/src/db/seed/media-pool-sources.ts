import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { mediaBinaries } from '../../media/index.ts';
import type { DemoPoolFile } from './demo-data/media-pool-files.ts';

/**
 * Makes a demo pool file as a user would upload it: a picture rendered from SVG by sharp in the format its name says
 * (JPEG, PNG or WebP), or a video made by ffmpeg from such a picture with a slow zoom (MP4 with H.264, WebM with VP8),
 * with a tone as its sound track where the file has sound. Nothing is downloaded.
 */
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

function posterSvg(file: DemoPoolFile, company: string): string {
  const { width: w, height: h, hue } = file;
  const unit = Math.min(w, h) / 100;
  // Centred and sized to fit the width (portrait pictures are narrow; the videos' zoom crops the edges a little).
  const title = Math.round(Math.min(unit * 8, (w * 0.8) / Math.max(6, [...file.title].length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},68%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},72%,20%)"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.8}" cy="${h * 0.25}" r="${unit * 28}" fill="#ffffff" opacity="0.1"/>
  <circle cx="${w * 0.15}" cy="${h * 0.85}" r="${unit * 18}" fill="#ffffff" opacity="0.07"/>
  <text x="${w / 2}" y="${h * 0.45}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${title}" fill="#ffffff">${escapeXml(file.title)}</text>
  <text x="${w / 2}" y="${h * 0.45 + title * 1.2}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(title * 0.45)}" fill="#ffffff" opacity="0.85">${escapeXml(company)}</text>
</svg>`;
}

export async function renderPicture(file: DemoPoolFile, company: string): Promise<{ data: Buffer; mime: string }> {
  const image = sharp(Buffer.from(posterSvg(file, company)));
  const extension = path.extname(file.name).toLowerCase();
  if (extension === '.png') return { data: await image.png().toBuffer(), mime: 'image/png' };
  if (extension === '.webp') return { data: await image.webp({ quality: 82 }).toBuffer(), mime: 'image/webp' };
  return { data: await image.jpeg({ quality: 82 }).toBuffer(), mime: 'image/jpeg' };
}

/** Writes the demo video to `out` (its name's extension decides MP4 or WebM) and answers its type. */
export async function renderVideo(file: DemoPoolFile, company: string, out: string): Promise<string> {
  const poster = `${out}.poster.png`;
  await writeFile(
    poster,
    await sharp(Buffer.from(posterSvg(file, company)))
      .png()
      .toBuffer(),
  );
  const webm = path.extname(file.name).toLowerCase() === '.webm';
  const seconds = String(file.seconds ?? 5);
  const { ffmpeg } = mediaBinaries({});
  const zoom = `zoompan=z='1+0.0006*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${file.width}x${file.height}:fps=25`;
  const args = ['-v', 'error', '-loop', '1', '-framerate', '25', '-i', poster];
  if (file.sound) args.push('-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${seconds}`);
  args.push('-vf', `${zoom},format=yuv420p`, '-t', seconds);
  if (webm) {
    args.push('-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M');
    if (file.sound) args.push('-c:a', 'libvorbis');
  } else {
    args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart');
    if (file.sound) args.push('-c:a', 'aac');
  }
  try {
    await promisify(execFile)(ffmpeg, [...args, '-y', out], { timeout: 120_000 });
  } finally {
    await rm(poster, { force: true });
  }
  return webm ? 'video/webm' : 'video/mp4';
}

export const isDemoVideo = (file: DemoPoolFile) => file.seconds !== undefined;
