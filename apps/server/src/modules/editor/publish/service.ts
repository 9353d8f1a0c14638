import { poolStorageBytes, publishIntoPool } from '../../media-pool/index.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { ApiError, badRequest, notFound } from '../../../lib/errors.ts';
import { type UploadStream, analyseUpload } from '../../../media/index.ts';
import { findDesign } from '../access.ts';
import type { EditorDeps } from '../deps.ts';
import { withPicture } from '../pictures.ts';
import { reposFor } from '../repository/index.ts';

/**
 * POST /designs/{id}/publish?revision=N: the browser's PNG of revision N at the design's size (checked by its bytes
 * and its pixels) goes into the media pool (media type general, used by the design): a new file on the first
 * publish, later the same file with its bytes replaced and its content version bumped. The design notes the file and
 * the published revision in the same transaction.
 */
export async function publishDesign(
  deps: EditorDeps,
  actor: TenantActor,
  id: string,
  number: number,
  receive: () => Promise<UploadStream>,
) {
  const repos = reposFor(deps.db, actor.companyId);
  const design = await findDesign(repos, id);
  const revision = await repos.revisions.byNumber(id, number);
  if (!revision) throw notFound('apiDesigns.revisionNotFound');
  return withPicture(deps, receive, 'publish', async (upload) => {
    if (upload.mime !== 'image/png') throw badRequest('apiDesigns.notPng');
    const analysed = await analyseUpload(deps.config, upload, ({ width, height }) => {
      if (width !== design.width || height !== design.height) {
        throw badRequest('apiDesigns.wrongSize', {
          width: width ?? 0,
          height: height ?? 0,
          designWidth: design.width,
          designHeight: design.height,
        });
      }
    });
    const used = await poolStorageBytes(deps.db, actor.companyId);
    if (used + analysed.stored.size > deps.config.mediaCompanyQuota)
      throw new ApiError(413, 'apiDesigns.quotaExceeded');
    const { fileId } = await publishIntoPool(
      deps,
      actor,
      { mime: 'image/png', name: `${design.name}.png`, analysed },
      {
        // Locked, so a second publish at the same time waits and then replaces the file this one made.
        fileOf: async (tx) =>
          (await findDesign(reposFor(tx, actor.companyId), id, { forUpdate: true })).publishedFileId,
        kind: 'design',
        resourceId: id,
      },
      async (tx, publishedFileId) => {
        await reposFor(tx, actor.companyId).designs.update(id, { publishedFileId, publishedRevisionId: revision.id });
      },
    );
    return { fileId, revision: number };
  });
}
