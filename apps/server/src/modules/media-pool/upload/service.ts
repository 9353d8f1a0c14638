import { ApiError, badRequest } from '../../../lib/errors.ts';
import { formatSize } from '../../../lib/size.ts';
import {
  type FinishedUpload,
  type IntakeFailure,
  MediaIntakeError,
  type UploadOwner,
  analyseUpload,
  hasAudioStream,
  isVideo,
  mediaBinaries,
  withReceivedFile,
} from '../../../media/index.ts';
import { poolStorageBytes } from '../add/processing.ts';
import { storePoolUpload } from '../add/service.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { readPoolSettings } from '../settings/service.ts';

/** What the pool takes, read from the bytes: pictures and the two video containers browsers play everywhere. */
export const poolMimes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'video/webm'] as const;

const refusal: Record<IntakeFailure, (deps: MediaPoolDeps) => ApiError> = {
  notMultipart: () => new ApiError(415, 'apiMediaPool.unsupportedType'),
  bodyBroken: () => badRequest('api.uploadUnreadable'),
  fileMissing: () => badRequest('apiUploads.empty'),
  tooLarge: (deps) => new ApiError(413, 'apiUploads.tooLarge', { max: formatSize(deps.config.mediaMaxFileSize) }),
  tooManyPixels: (deps) =>
    new ApiError(413, 'apiWizard.imageTooManyPixels', { max: Math.floor(deps.config.mediaMaxPixels / 1_000_000) }),
  imageUnreadable: () => badRequest('apiWizard.imageUnreadable'),
  videoUnreadable: () => badRequest('apiWizard.videoUnreadable'),
};

/** Bytes the company may still store: MEDIA_COMPANY_QUOTA minus what its pool takes. */
export async function remainingPoolBytes(deps: MediaPoolDeps, owner: UploadOwner): Promise<number> {
  return Math.max(0, deps.config.mediaCompanyQuota - (await poolStorageBytes(deps.db, owner.companyId)));
}

/**
 * A finished upload becomes a pool file: its type from the bytes (anything but the pool's types is refused with
 * 415), measured, a picture stored upright without metadata with its thumbnail, the row with its log, the files moved
 * into storage in the same step; a video's thumbnail and preview clip, a large picture's rendition follow as a job
 * (docs/decisions.md "What an upload does at once"). Where the company keeps originals, the uploaded bytes are stored
 * as well. A refused or failed file leaves nothing (the resumable module removes the upload).
 */
export async function storeFinishedUpload(deps: MediaPoolDeps, owner: UploadOwner, upload: FinishedUpload) {
  try {
    return await withReceivedFile(upload.path, async (received) => {
      const mime = received.mime;
      if (!mime || !(poolMimes as readonly string[]).includes(mime)) {
        throw new ApiError(415, 'apiMediaPool.unsupportedType');
      }
      const analysed = await analyseUpload(deps.config, received, undefined, { videoThumbnail: false });
      const hasSound = isVideo(mime) ? await hasAudioStream(mediaBinaries(deps.config), received.path) : null;
      const actor = { ...owner, permissions: new Set<never>() };
      const { keepOriginals } = await readPoolSettings(deps, owner.companyId);
      const row = await storePoolUpload(deps, actor, {
        mime,
        name: upload.filename ?? '',
        analysed,
        hasSound,
        ...(keepOriginals ? { originalPath: received.path } : {}),
      });
      return { id: row.id, onlineId: row.onlineId };
    });
  } catch (error) {
    if (error instanceof MediaIntakeError) throw refusal[error.reason](deps);
    throw error;
  }
}
