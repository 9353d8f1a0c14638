import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { createFileUrlSigner } from '../../media/index.ts';
import { createRoutes } from './create/routes.ts';
import type { EditorDeps } from './deps.ts';
import { documentRoutes } from './document/routes.ts';
import { listRoutes } from './list/routes.ts';
import { manageRoutes } from './manage/routes.ts';
import { pruneBackground } from './prune/job.ts';
import { publishRoutes } from './publish/routes.ts';
import { thumbnailRoutes } from './thumbnail/routes.ts';

/**
 * The design editor's context (issue 24): designs and templates as versioned documents with revisions, the
 * optimistic revision check on save, thumbnails, publishing into the media pool (through its index.ts) and the daily
 * pruning of old revisions. This file is the only one others import.
 */
export function createEditor(core: Core): ContextParts & Pick<EditorDeps, 'thumbUrls'> {
  const deps: EditorDeps = { ...core, thumbUrls: createFileUrlSigner(core.config.jwtSecret, 'designs') };
  return {
    async routes(api: FastifyInstance) {
      await listRoutes(api, deps);
      await createRoutes(api, deps);
      await documentRoutes(api, deps);
      await manageRoutes(api, deps);
      await thumbnailRoutes(api, deps);
      await publishRoutes(api, deps);
    },
    background: pruneBackground(deps),
    /** Signs the thumbnails' URLs (tests sign their own). */
    thumbUrls: deps.thumbUrls,
  };
}
