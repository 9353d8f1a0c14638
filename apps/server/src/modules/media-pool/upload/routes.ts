import { createResumableUploads, resumableStorage } from '../../../media/index.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';
import { remainingPoolBytes, storeFinishedUpload } from './service.ts';

/**
 * Uploads into the media pool (issue 21): resumable (tus 1.0) under /api/mediapools/uploads, bound to the company and
 * user that started them, MEDIA_MAX_FILE_SIZE per file and MEDIA_COMPANY_QUOTA per company checked while streaming.
 * The finished upload answers the new file's id and number; the web opens its edit form with it.
 */
export function poolUploads(deps: MediaPoolDeps) {
  return createResumableUploads({
    ...resumableStorage(deps.config, 'media-pool'),
    maxFileSize: deps.config.mediaMaxFileSize,
    expiryMs: deps.config.mediaUploadExpiry * 1000,
    access: { auth: 'company', permission: 'UPLOAD_MEDIAPOOL_MEDIA' },
    openapi: { tag: tags[0], operationPrefix: 'mediaPoolUpload' },
    authorize: (request) => {
      const actor = actorOf(request);
      return { companyId: actor.companyId, userId: actor.userId };
    },
    remainingBytes: (owner) => remainingPoolBytes(deps, owner),
    onComplete: (owner, upload) => storeFinishedUpload(deps, owner, upload),
  });
}
