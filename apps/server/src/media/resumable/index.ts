import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../jobs/runner.ts';
import { resumableRoutes } from './routes.ts';
import { uploadStore } from './store.ts';
import type { ResumableOptions } from './types.ts';

export type { FinishedUpload, ResumableOptions, UploadOwner } from './types.ts';

/** Where an area's unfinished uploads live: DATA_DIR/tmp/resumable/<area> (kept across restarts, unlike tmp/<pid>). */
export const resumableDirectory = (config: { dataDir: string }, area: string) =>
  path.join(config.dataDir, 'tmp', 'resumable', area);

/**
 * Resumable uploads (tus 1.0: core, creation, termination, expiration) for any media feature. `routes` is a Fastify
 * plugin to register under the mount path (`api.register(uploads.routes, { prefix: '/mediapools/uploads' })`);
 * `background` removes expired uploads every 15 minutes (add it to the context's ContextParts); `sweepExpired` and
 * `discard` are there for tests and callers that cancel on their own.
 */
export function createResumableUploads<Answer extends object>(options: ResumableOptions<Answer>) {
  const store = uploadStore(options.directory, options.expiryMs);
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
