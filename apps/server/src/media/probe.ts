import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { Binaries } from './tools.ts';
import { THUMB_WIDTH } from './types.ts';

const run = promisify(execFile);

/** The real type from the file's bytes (never its name or the browser's claim); null when unknown. */
export async function detectMime(filePath: string): Promise<string | null> {
  const type = await fileTypeFromFile(filePath);
  if (!type) return null;
  // ISO media files may be labelled with their brand (m4v); they play as mp4.
  if (type.mime === 'video/x-m4v') return 'video/mp4';
  return type.mime;
}

/** Width/height (after EXIF orientation) and a 400 px wide WebP thumbnail written to `thumbPath`. */
export async function processImage(
  filePath: string,
  thumbPath: string,
  maxPixels: number,
): Promise<{ width: number; height: number }> {
  const meta = await sharp(filePath).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  await sharp(filePath, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(thumbPath);
  return { width: (swap ? meta.height : meta.width) ?? 0, height: (swap ? meta.width : meta.height) ?? 0 };
}

/**
 * The picture upright (EXIF orientation applied) and encoded again in its format, without any of its metadata. A GIF
 * keeps all its frames and their timing (`animated`); `maxPixels` counts the pixels of every frame.
 */
export async function reencodeImage(filePath: string, target: string, mime: string, maxPixels: number): Promise<void> {
  if (mime === 'image/gif') {
    await sharp(filePath, { limitInputPixels: maxPixels, animated: true }).gif().toFile(target);
    return;
  }
  const image = sharp(filePath, { limitInputPixels: maxPixels }).rotate();
  const encoded =
    mime === 'image/png'
      ? image.png()
      : mime === 'image/webp'
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90 });
  await encoded.toFile(target);
}

/** Long side of a picture's rendition (its preview where the picture is larger than RENDITION_ABOVE). */
export const RENDITION_SIZE = 2560;
/** Pictures with a longer side than this get a rendition job (docs/decisions.md "What an upload does at once"). */
export const RENDITION_ABOVE = 3840;

/** A WebP of the picture upright with its long side RENDITION_SIZE (never enlarged), for previews of large pictures. */
export async function imageRendition(filePath: string, target: string, maxPixels: number): Promise<void> {
  await sharp(filePath, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: RENDITION_SIZE, height: RENDITION_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toFile(target);
}

/** Length and width of a video's preview clip. */
export const PREVIEW_SECONDS = 6;
export const PREVIEW_WIDTH = 480;

/**
 * A video's preview clip: its first PREVIEW_SECONDS, muted, PREVIEW_WIDTH px wide (never enlarged), H.264 in MP4
 * with the index first (`+faststart`: plays while loading). Throws when ffmpeg fails (the job retries).
 */
export async function videoPreview(binaries: Binaries, filePath: string, target: string): Promise<void> {
  await run(
    binaries.ffmpeg,
    [
      ...['-v', 'error', '-nostdin', '-y', '-i', filePath, '-t', String(PREVIEW_SECONDS), '-an', '-sn', '-dn'],
      ...[
        '-vf',
        `scale='trunc(min(${PREVIEW_WIDTH},iw)/2)*2':-2,format=yuv420p`,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
      ],
      ...['-crf', '28', '-movflags', '+faststart', '-f', 'mp4', target],
    ],
    { timeout: 120_000, maxBuffer: 1024 * 1024 },
  );
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

/** Whether a video file carries a sound track (an audio stream ffprobe can see); false when it cannot tell. */
export async function hasAudioStream(binaries: Binaries, filePath: string): Promise<boolean> {
  try {
    const { stdout } = await run(
      binaries.ffprobe,
      ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=codec_type', '-of', 'json', filePath],
      { timeout: 30_000, maxBuffer: 1024 * 1024 },
    );
    const data = JSON.parse(stdout) as { streams?: unknown[] };
    return (data.streams?.length ?? 0) > 0;
  } catch {
    return false;
  }
}
