import { type MediaMeasure, type Upload, measure, strippedImage, thumbnail } from './intake.ts';
import { type Binaries, mediaBinaries } from './tools.ts';
import { isImage } from './types.ts';

/** Where ffprobe/ffmpeg are (bundled unless set) and the most pixels a picture may have (MEDIA_MAX_PIXELS). */
export type AnalysisConfig = Parameters<typeof mediaBinaries>[0] & { mediaMaxPixels: number };

/** What is stored of an upload: its measure, the file (a picture re-encoded, a video as it came) and a thumbnail. */
export type AnalysedUpload = {
  measured: MediaMeasure;
  stored: { path: string; size: number };
  /** The WebP thumbnail beside the upload; null for a video ffmpeg could not take a frame of. */
  thumbPath: string | null;
};

/**
 * Measures an accepted upload and makes what is stored of it. `check` sees the measure before anything else is made,
 * for the caller's own rules (how long a video may be); a picture of more pixels than the limit is refused from its
 * header. A picture is stored re-encoded without its metadata, a video as it came. `videoThumbnail: false` leaves a
 * video's thumbnail to a later job (the media pool's processing). Failures: MediaIntakeError.
 */
export async function analyseUpload(
  config: AnalysisConfig,
  upload: Upload,
  check: (measured: MediaMeasure) => void = () => {},
  opts: { videoThumbnail?: boolean } = {},
): Promise<AnalysedUpload> {
  const binaries: Binaries = mediaBinaries(config);
  const maxPixels = config.mediaMaxPixels;
  const measured = await measure(upload, binaries, maxPixels);
  check(measured);
  const stored = isImage(upload.mime) ? await strippedImage(upload, maxPixels) : upload;
  const thumbPath =
    isImage(upload.mime) || opts.videoThumbnail !== false
      ? await thumbnail(upload, binaries, measured, maxPixels)
      : null;
  return { measured, stored, thumbPath };
}
