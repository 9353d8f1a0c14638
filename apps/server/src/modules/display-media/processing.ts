import { execFile } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export const imageMimes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const videoMimes = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
export const THUMB_WIDTH = 400;

/** The real type from the file's bytes (never its name or the browser's claim); null when unknown. */
export async function detectMime(filePath: string): Promise<string | null> {
  const type = await fileTypeFromFile(filePath);
  if (!type) return null;
  // ISO media files may be labelled with their brand (m4v); they play as mp4.
  if (type.mime === 'video/x-m4v') return 'video/mp4';
  return type.mime;
}

/** Width/height (after EXIF orientation) and a 400 px wide WebP thumbnail written to `thumbPath`. */
export async function processImage(filePath: string, thumbPath: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(filePath).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  await sharp(filePath)
    .rotate()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(thumbPath);
  return { width: (swap ? meta.height : meta.width) ?? 0, height: (swap ? meta.width : meta.height) ?? 0 };
}

type Binaries = { ffprobe: string; ffmpeg: string };
let cached: { key: string; value: Binaries } | null = null;

/**
 * The ffprobe/ffmpeg binaries: FFPROBE_PATH/FFMPEG_PATH, else the bundled installers. The installers' files may lack
 * the execute bit for other users (npm as root): we try to add it once and carry on if we may not.
 */
export function mediaBinaries(config: { ffprobePath?: string; ffmpegPath?: string }): Binaries {
  const key = `${config.ffprobePath ?? ''}|${config.ffmpegPath ?? ''}`;
  if (cached?.key === key) return cached.value;
  const value = {
    ffprobe: config.ffprobePath ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    ffmpeg: config.ffmpegPath ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
  };
  for (const binary of [value.ffprobe, value.ffmpeg]) {
    try {
      const mode = statSync(binary).mode;
      if ((mode & 0o111) !== 0o111) chmodSync(binary, mode | 0o111);
    } catch {
      // Not ours to change (or a name on PATH): the call itself will tell.
    }
  }
  cached = { key, value };
  return value;
}

/** Duration in seconds and frame size of a video, by ffprobe; null when ffprobe cannot read it. */
export async function probeVideo(
  binaries: Binaries,
  filePath: string,
): Promise<{ duration: number; width: number | null; height: number | null } | null> {
  try {
    const { stdout } = await run(
      binaries.ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type,width,height,duration',
        '-of',
        'json',
        filePath,
      ],
      { timeout: 30_000, maxBuffer: 1024 * 1024 },
    );
    const data = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
    };
    const video = data.streams?.find((s) => s.codec_type === 'video');
    if (!video) return null;
    const duration = Number(data.format?.duration ?? video.duration);
    if (!Number.isFinite(duration) || duration <= 0) return null;
    return { duration: Math.round(duration * 100) / 100, width: video.width ?? null, height: video.height ?? null };
  } catch {
    return null;
  }
}

/** A WebP thumbnail of the video's first second; false when ffmpeg cannot make one (the upload still counts). */
export async function videoThumbnail(
  binaries: Binaries,
  filePath: string,
  thumbPath: string,
  duration: number,
): Promise<boolean> {
  try {
    const at = Math.min(1, duration / 2).toFixed(2);
    const { stdout } = await run(
      binaries.ffmpeg,
      ['-v', 'error', '-ss', at, '-i', filePath, '-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', '-'],
      { timeout: 30_000, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' },
    );
    if (!stdout || stdout.length === 0) return false;
    await sharp(stdout)
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(thumbPath);
    return true;
  } catch {
    return false;
  }
}
