import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type AnalysisConfig,
  RENDITION_ABOVE,
  imageRendition,
  isImage,
  isVideo,
  mediaBinaries,
  videoPreview,
  videoThumbnail,
} from '../../../media/index.ts';
import { type FileStorage, tempDir } from '../../../storage/storage.ts';

/** What the processing job makes of a stored file: a thumbnail (videos) and a preview (clip or rendition). */
export type Derivatives = { thumbPath: string | null; previewPath: string | null };

/**
 * Whether a new pool file needs the processing job: every video (thumbnail and preview clip), and pictures longer than
 * RENDITION_ABOVE on their long side (a 2560 px rendition as preview). Everything else is ready at once.
 */
export function needsProcessing(mime: string, measured: { width: number | null; height: number | null }): boolean {
  if (isVideo(mime)) return true;
  return isImage(mime) && mime !== 'image/gif' && Math.max(measured.width ?? 0, measured.height ?? 0) > RENDITION_ABOVE;
}

/**
 * Renders a file's derivatives beside `source` (a local copy): a video's WebP thumbnail and its preview clip, a large
 * picture's rendition. `derivative(suffix)` names the temporary files (the caller removes them). Throws when ffmpeg or
 * sharp fail, so the job tries again.
 */
export async function renderDerivatives(
  config: AnalysisConfig,
  source: { path: string; mime: string; durationSeconds: number | null },
  derivative: (suffix: string) => string,
): Promise<Derivatives> {
  if (isVideo(source.mime)) {
    const binaries = mediaBinaries(config);
    const thumbPath = derivative('thumb.webp');
    if (!(await videoThumbnail(binaries, source.path, thumbPath, source.durationSeconds ?? 0))) {
      throw new Error('ffmpeg made no thumbnail of the video');
    }
    const previewPath = derivative('preview.mp4');
    await videoPreview(binaries, source.path, previewPath);
    return { thumbPath, previewPath };
  }
  const previewPath = derivative('preview.webp');
  await imageRendition(source.path, previewPath, config.mediaMaxPixels);
  return { thumbPath: null, previewPath };
}

/**
 * Copies a stored file into this process's temp folder and hands it to `use` with room for derivatives; every
 * temporary file is removed afterwards, whether `use` succeeded or not (a failed job leaves nothing behind).
 */
export async function withStoredCopy<T>(
  config: { dataDir: string },
  storage: FileStorage,
  key: string,
  use: (localPath: string, derivative: (suffix: string) => string) => Promise<T>,
): Promise<T> {
  const base = path.join(await tempDir(config), `processing-${randomUUID()}`);
  const files = [`${base}.source`];
  const derivative = (suffix: string) => {
    const file = `${base}.${suffix}`;
    files.push(file);
    return file;
  };
  try {
    await pipeline(storage.read(key), createWriteStream(files[0]));
    return await use(files[0], derivative);
  } finally {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}
