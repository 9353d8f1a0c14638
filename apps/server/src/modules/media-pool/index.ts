import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { createFileUrlSigner } from '../../media/index.ts';
import type { MediaPoolDeps } from './deps.ts';
import { editRoutes } from './edit/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { mediaSearchCacheFor } from './search/cache.ts';
import { searchRoutes } from './search/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { processingJobHandlers, processingSchedules } from './processing/job.ts';
import { processingRoutes } from './processing/routes.ts';
import { mediaPoolJobHandlers } from './status/jobs.ts';
import { statusRoutes } from './status/routes.ts';
import { storageRoutes } from './storage/routes.ts';
import { poolUploads } from './upload/routes.ts';

/**
 * The media pool context (spec 02, issue 21): search, the expanded row and details, edits, media type, archive and
 * delete, the signed file route and resumable uploads (upload/, on src/media/resumable). `addPoolFile` and
 * `storePoolUpload` store a checked file (the demo data uses them too); the display wizard's placeholder step calls
 * `markUsed`/`releaseUsage`; the editor publishes designs through `publishIntoPool` (a new file, later its bytes
 * replaced under a new content version) and checks a document's media ids with `missingPoolFiles`. This file is the
 * only one others import.
 */
export async function createMediaPool(
  core: Core,
): Promise<ContextParts & Pick<MediaPoolDeps, 'fileUrls' | 'searchCache'>> {
  const deps: MediaPoolDeps = {
    ...core,
    fileUrls: createPoolUrlSigner(core.config.jwtSecret),
    searchCache: await mediaSearchCacheFor(core.database, core.config.searchCacheRows),
  };
  const uploads = poolUploads(deps);
  const jobs = { ...mediaPoolJobHandlers(deps), ...processingJobHandlers(deps) };
  return {
    async routes(api: FastifyInstance) {
      await searchRoutes(api, deps);
      await fileRoutes(api, deps);
      await editRoutes(api, deps);
      await statusRoutes(api, deps);
      await storageRoutes(api, deps);
      await processingRoutes(api, deps);
      await settingsRoutes(api, deps);
      await api.register(uploads.routes, { prefix: '/mediapools/uploads' });
    },
    background: { handlers: jobs, shared: processingSchedules, local: uploads.background.local },
    /** Signs the pool's file URLs (tests sign their own). */
    fileUrls: deps.fileUrls,
    /** The search's result cache (tests read its hit counts; the benchmark switches it off). */
    searchCache: deps.searchCache,
  };
}

export { type NewPoolFile, addPoolFile, poolStorageKeys, storePoolUpload, titleFromName } from './add/service.ts';
export {
  type MediaUsage,
  type PoolFileForUse,
  type ReadablePoolFile,
  markUsed,
  readablePoolFiles,
  releaseUsage,
  rememberPoolFileHash,
  takeIntoUse,
} from './add/usage.ts';
export { type PoolFilesEvent, poolFilesChannel, poolFilesEventOf } from './events.ts';
export { poolThumbUrl } from './presenter.ts';
export { finishProcessing, poolStorageBytes } from './add/processing.ts';
export { type PublishedPicture, missingPoolFiles, publishIntoPool, retitlePublishedFile } from './add/publish.ts';
export { needsProcessing, renderDerivatives } from './processing/render.ts';
export type { MediaActor } from './policy.ts';

/** Signs URLs of the pool's files (`/api/files/media-pool/...`): the pool's answers and others showing pool files. */
export const createPoolUrlSigner = (secret: string) => createFileUrlSigner(secret, 'media-pool');
