/**
 * What every media feature uses (display media now, the media pool and editor assets next), knowing nothing of
 * displays or companies:
 *  - receiving: multipart parsing and its errors (multipart.ts); resumable tus uploads (resumable/: routes bound to
 *    the owner, size limit and quota, the finished file handed to the feature's onComplete, the expiry sweep);
 *  - intake: a temporary file with a size limit, the type from the bytes (intake.ts), then the analysis: probing with
 *    sharp/ffprobe, the stored picture without metadata, thumbnails (analyse.ts);
 *  - the move into storage in the same step as the database row (commit.ts); SHA-256 of what is stored (hash.ts);
 *  - delivery: signed file URLs for <img>/<video> (signed-urls.ts) and the answer with ETags and byte ranges
 *    (file-delivery.ts).
 */
export { type AnalysedUpload, type AnalysisConfig, analyseUpload } from './analyse.ts';
export { storeWithRows, type Placement } from './commit.ts';
export { sha256Of, sha256OfFile } from './hash.ts';
export {
  measure,
  strippedImage,
  thumbnail,
  withReceivedFile,
  withUpload,
  type MediaMeasure,
  type Upload,
} from './intake.ts';
export {
  PREVIEW_SECONDS,
  PREVIEW_WIDTH,
  RENDITION_ABOVE,
  RENDITION_SIZE,
  hasAudioStream,
  imageRendition,
  videoPreview,
  videoThumbnail,
} from './probe.ts';
export { receiveFile, registerMultipart, type UploadStream } from './multipart.ts';
export {
  createResumableUploads,
  resumableDirectory,
  resumableStorage,
  type FinishedUpload,
  type ResumableOptions,
  type ResumableUploads,
  type UploadOwner,
} from './resumable/index.ts';
export { type DeliveredFile, attachmentHeader, parseRange, sendStoredFile } from './file-delivery.ts';
export { type FileUrlSigner, VIEWER_CACHE_SECONDS, createFileUrlSigner } from './signed-urls.ts';
export { mediaBinaries, type Binaries } from './tools.ts';
export {
  MediaIntakeError,
  THUMB_WIDTH,
  extensionOf,
  imageMimes,
  isImage,
  isKnownMedia,
  isVideo,
  videoMimes,
  type IntakeFailure,
} from './types.ts';
