import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata } from 'sharp';
import { tempDir } from '../storage/storage.ts';
import { detectMime, probeVideo, processImage, reencodeImage, videoThumbnail } from './probe.ts';
import type { Binaries } from './tools.ts';
import type { UploadStream } from './multipart.ts';
import { MediaIntakeError, isImage } from './types.ts';

/** An upload received into DATA_DIR/tmp: its bytes, their real type, and room for derivatives beside it. */
export type Upload = {
  path: string;
  size: number;
  /** Read from the bytes; null when unknown. */
  mime: string | null;
  /** A temporary path for a derivative (thumbnail, preview); removed with the upload. */
  derivative(suffix: string): string;
};

/** What probing found: frame size (after EXIF orientation) and, for videos, the duration in seconds. */
export type MediaMeasure = { width: number | null; height: number | null; durationSeconds: number | null };

/** Counts bytes while they stream and stops the stream once there are more than `maxBytes`. */
function sizeLimit(maxBytes: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new MediaIntakeError('tooLarge'));
      else done(null, chunk);
    },
  });
}

/**
 * Streams `stream` to a temporary file in DATA_DIR/tmp (more than `maxBytes` → MediaIntakeError 'tooLarge', while
 * streaming), reads its type from the bytes, hands it to `use`, and removes the temporary files whatever happens.
 * A stream that its source truncated (multipart's own size limit) counts as too large too. An error of the stream
 * itself is the sender's (a body cut off or malformed half-way, a client gone): 'bodyBroken'; a failure to write the
 * temporary file stays the server's.
 */
export async function withUpload<T>(
  config: { dataDir: string },
  stream: UploadStream,
  maxBytes: number,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const dir = await tempDir(config);
  const base = path.join(dir, randomUUID());
  const temporary = [`${base}.upload`];
  const derivative = (suffix: string) => {
    const file = `${base}.${suffix}`;
    temporary.push(file);
    return file;
  };
  // The stream may have failed before it reached us (multipart parses ahead): `errored` keeps that error.
  let sourceError: unknown = stream.errored;
  stream.once('error', (error) => {
    sourceError = error;
  });
  try {
    const writer = createWriteStream(temporary[0]);
    let writeError: unknown;
    writer.once('error', (error) => {
      writeError = error;
    });
    await pipeline(stream, sizeLimit(maxBytes), writer).catch((error: unknown) => {
      // Node 24's pipeline destroys the source with the size limit's or the writer's error, which then looks like the
      // source's (and the writer is destroyed with the source's); and which error the pipeline reports when the source fails (its own or a premature close) depends on
      // timing. So: our limit first, then a failed write (the server's), then a failed source (the sender's).
      if (error instanceof MediaIntakeError) throw error;
      if (writeError && writeError !== sourceError) throw writeError;
      throw sourceError ? new MediaIntakeError('bodyBroken') : error;
    });
    if (stream.truncated) throw new MediaIntakeError('tooLarge');
    const { size } = await stat(temporary[0]);
    const mime = await detectMime(temporary[0]);
    return await use({ path: temporary[0], size, mime, derivative });
  } finally {
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
  }
}

/**
 * A file already received on the local disk (a finished resumable upload) as an Upload: its type read from the bytes
 * and room for derivatives beside it, which are removed afterwards; the file itself stays its receiver's to remove.
 */
export async function withReceivedFile<T>(filePath: string, use: (upload: Upload) => Promise<T>): Promise<T> {
  const derivatives: string[] = [];
  const derivative = (suffix: string) => {
    const file = `${filePath}.${suffix}`;
    derivatives.push(file);
    return file;
  };
  try {
    const { size } = await stat(filePath);
    return await use({ path: filePath, size, mime: await detectMime(filePath), derivative });
  } finally {
    await Promise.all(derivatives.map((file) => rm(file, { force: true })));
  }
}

/**
 * Frame size and duration: sharp for images, ffprobe for videos; unreadable files → MediaIntakeError. A picture of
 * more than `maxPixels` is refused from its header ('tooManyPixels'), before anything decodes it.
 */
export async function measure(upload: Upload, binaries: Binaries, maxPixels: number): Promise<MediaMeasure> {
  if (isImage(upload.mime)) {
    let meta: Metadata;
    try {
      // Header only, so sharp's own pixel limit stays out of it: a too large picture gets our answer (413), not 400.
      meta = await sharp(upload.path, { limitInputPixels: false }).metadata();
    } catch {
      throw new MediaIntakeError('imageUnreadable');
    }
    // An animated GIF is stored with every frame: its pixels are all frames' together.
    const frames = upload.mime === 'image/gif' ? (meta.pages ?? 1) : 1;
    if ((meta.width ?? 0) * (meta.height ?? 0) * frames > maxPixels) {
      throw new MediaIntakeError('tooManyPixels');
    }
    const swap = (meta.orientation ?? 1) >= 5;
    const width = (swap ? meta.height : meta.width) ?? 0;
    const height = (swap ? meta.width : meta.height) ?? 0;
    return { width, height, durationSeconds: null };
  }
  const info = await probeVideo(binaries, upload.path);
  if (!info) throw new MediaIntakeError('videoUnreadable');
  return { width: info.width, height: info.height, durationSeconds: info.duration };
}

/**
 * A WebP thumbnail beside the upload: of the picture (an unreadable one → MediaIntakeError), or of a video's first
 * second (null when ffmpeg cannot make one; the upload still counts).
 */
export async function thumbnail(
  upload: Upload,
  binaries: Binaries,
  measured: MediaMeasure,
  maxPixels: number,
): Promise<string | null> {
  const target = upload.derivative('thumb.webp');
  if (isImage(upload.mime)) {
    try {
      await processImage(upload.path, target, maxPixels);
      return target;
    } catch {
      throw new MediaIntakeError('imageUnreadable');
    }
  }
  return (await videoThumbnail(binaries, upload.path, target, measured.durationSeconds ?? 0)) ? target : null;
}

/**
 * The picture as it is stored: turned upright by its EXIF orientation and encoded again in its own format, which
 * leaves every metadata block behind (EXIF with GPS position, camera serial, XMP, comments; sharp keeps none without
 * `withMetadata`). The uploaded bytes themselves are never stored (docs/decisions.md). Answers the new file and size.
 */
export async function strippedImage(upload: Upload, maxPixels: number): Promise<{ path: string; size: number }> {
  const target = upload.derivative('stripped');
  try {
    await reencodeImage(upload.path, target, upload.mime ?? '', maxPixels);
  } catch {
    throw new MediaIntakeError('imageUnreadable');
  }
  return { path: target, size: (await stat(target)).size };
}
