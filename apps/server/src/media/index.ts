/**
 * The upload pipeline every context uses (display media now, the media pool and editor assets next): intake into a
 * temporary file with a size limit, the type from the bytes, probing with sharp/ffprobe, thumbnails, and the move into
 * storage in the same step as the database row. It knows nothing of displays or companies.
 */
export { storeWithRows, type Placement } from './commit.ts';
export { measure, strippedImage, thumbnail, withUpload, type MediaMeasure, type Upload } from './intake.ts';
export { receiveFile, registerMultipart, type UploadStream } from './multipart.ts';
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
