import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { mediaBinaries } from './tools.ts';

/** Test files: real pictures made with sharp, real videos made with ffmpeg's test source, multipart bodies. */
export async function pngImage(width = 640, height = 360, color = '#1677ff'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 800, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#fa8c16' } })
    .jpeg()
    .toBuffer();
}

const videoCache = new Map<string, Buffer>();

/** An mp4 of `seconds` (ffmpeg testsrc, 160x90, 10 fps: small and quick). */
export async function mp4Video(seconds: number): Promise<Buffer> {
  const key = String(seconds);
  const cached = videoCache.get(key);
  if (cached) return cached;
  const out = path.join(os.tmpdir(), `plakat-test-${randomUUID()}.mp4`);
  const { ffmpeg } = mediaBinaries({});
  await promisify(execFile)(
    ffmpeg,
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=160x90:rate=10`,
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-y',
      out,
    ],
    { timeout: 60_000 },
  );
  const data = await readFile(out);
  await rm(out, { force: true });
  videoCache.set(key, data);
  return data;
}

/** A multipart/form-data body with one file part. */
export function multipart(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----plakat${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
