import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../jobs/runner.ts';
import type { S3StorageConfig } from '../../storage/s3-storage.ts';
import { resumableRoutes } from './routes.ts';
import { s3UploadStore } from './s3-store.ts';
import { diskUploadStore } from './store.ts';
import type { ResumableOptions } from './types.ts';

export type { FinishedUpload, ResumableOptions, UploadOwner } from './types.ts';

/** Where an area's unfinished uploads live: DATA_DIR/tmp/resumable/<area> (kept across restarts, unlike tmp/<pid>). */
export const resumableDirectory = (config: { dataDir: string }, area: string) =>
  path.join(config.dataDir, 'tmp', 'resumable', area);

/**
 * Where an area's unfinished uploads live as the configuration says (MEDIA_UPLOAD_STORE): `{ directory }` on disk, or
 * `{ directory, s3 }` with the parts in the S3 bucket (below `<S3_PREFIX>/.uploads/<area>/`) and `directory` holding
 * only a finished upload while it is checked.
 */
export const resumableStorage = (
  config: { dataDir: string; mediaUploadStore: 'disk' | 's3'; s3?: S3StorageConfig },
  area: string,
) => ({
  directory: resumableDirectory(config, area),
  s3: config.mediaUploadStore === 's3' ? config.s3 : undefined,
});

/**
 * Resumable uploads (tus 1.0: core, creation, termination, expiration) for any media feature. A context mounts them
 * (names in the example other than this module's are the context's own):
 *
 *   const uploads = createResumableUploads({
 *     ...resumableStorage(core.config, 'media-pool'),   // { directory, s3 }: disk or S3 (MEDIA_UPLOAD_STORE)
 *     maxFileSize: core.config.mediaMaxFileSize,
 *     expiryMs: core.config.mediaUploadExpiry * 1000,
 *     access: { permission: 'UPLOAD_MEDIA' },
 *     openapi: { tag: 'media', operationPrefix: 'mediaPoolUpload' },
 *     authorize: (request) => ownerOf(tenantActor(request)),  // { companyId, userId }
 *     remainingBytes: (owner) => quotaLeft(core, owner.companyId),   // MEDIA_COMPANY_QUOTA minus what is stored
 *     onComplete: (owner, upload) => storePoolFile(core, owner, upload), // checks the bytes, stores, answers { id }
 *   });
 *   await api.register(uploads.routes, { prefix: '/mediapools/uploads' });   // in the context's routes
 *
 * `routes` is the Fastify plugin for the mount path; `background` removes expired uploads every 15 minutes (add it
 * to the context's ContextParts); `sweepExpired` and `discard` are there for tests and callers that cancel on their
 * own. The user id of the actor is `actor.userId` (lib/actor.ts); the quota is the feature's to count.
 */
export function createResumableUploads<Answer extends object>(options: ResumableOptions<Answer>) {
  const store = options.s3
    ? s3UploadStore(options.s3, path.basename(options.directory), options.directory, options.expiryMs)
    : diskUploadStore(options.directory, options.expiryMs);
  const background: BackgroundWork = {
    local: [
      {
        name: `resumable uploads expiry (${path.basename(options.directory)})`,
        everyMs: 15 * 60_000,
        run: () => store.sweepExpired(),
      },
    ],
  };
  return {
    routes: (scope: FastifyInstance) => resumableRoutes(options, store)(scope),
    background,
    sweepExpired: (now?: number) => store.sweepExpired(now),
    discard: (id: string) => store.discard(id),
  };
}
export type ResumableUploads = ReturnType<typeof createResumableUploads>;
