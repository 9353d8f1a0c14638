/** The file types uploads may have, read from their bytes (never from the name or the browser's claim). */
/** GIF may be animated: it stays animated (re-encoded frame by frame without metadata), its thumbnail the first frame. */
export const imageMimes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const videoMimes = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
/** Width of every thumbnail, in pixels (never enlarged). */
export const THUMB_WIDTH = 400;

export const isImage = (mime: string | null): mime is (typeof imageMimes)[number] =>
  mime !== null && (imageMimes as readonly string[]).includes(mime);
export const isVideo = (mime: string | null) => mime?.startsWith('video/') === true;
/** A type the pipeline can probe and store (an image or a video container we know). */
export const isKnownMedia = (mime: string | null) => mime !== null && extensionOf[mime] !== undefined;

/**
 * Why an upload could not be taken in; the caller turns it into its own answer (413, 415, 400, ...). The first four
 * are about the request (multipart.ts): not multipart, a body that is malformed or cut off, no file part.
 */
export type IntakeFailure =
  | 'notMultipart'
  | 'bodyBroken'
  | 'fileMissing'
  | 'tooLarge'
  | 'tooManyPixels'
  | 'imageUnreadable'
  | 'videoUnreadable';
export class MediaIntakeError extends Error {
  constructor(public readonly reason: IntakeFailure) {
    super(reason);
  }
}
