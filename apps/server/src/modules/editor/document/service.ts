import { type DesignDocument, designLimits, mediaIdsOf } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { ApiError } from '../../../lib/errors.ts';
import { missingPoolFiles } from '../../media-pool/index.ts';
import { draftDocument, findDesign, viewDesign } from '../access.ts';
import { detailsOf } from '../create/service.ts';
import type { EditorDeps } from '../deps.ts';
import { measureDocument } from '../documents.ts';
import { requireReader } from '../policy.ts';
import { reposFor } from '../repository/index.ts';

/** GET /designs/{id}: the design and its draft, migrated to the current version. */
export async function readDesign(deps: EditorDeps, actor: TenantActor, id: string) {
  requireReader(actor);
  return detailsOf(deps, reposFor(deps.db, actor.companyId), id);
}

/**
 * PUT /designs/{id}/document: a new revision, only on top of the draft the editor started from (`baseRevision`);
 * otherwise 409 with who changed it and when, and nothing is stored. The media it uses must be files of the company's
 * pool (404 naming the others). A document equal to the draft makes no revision. The design's size follows the
 * document's.
 */
export async function saveDocument(
  deps: EditorDeps,
  actor: TenantActor,
  id: string,
  body: { baseRevision: number; document: DesignDocument },
) {
  const { document } = body;
  const measured = measureDocument(document);
  // Defaults filled in by the parse may add a little to what arrived: the limit holds for what is stored too.
  if (measured.byteSize > designLimits.maxDocumentBytes) throw documentTooLarge();
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const design = await findDesign(repos, id, { forUpdate: true });
    const draft = await draftDocument(repos, design);
    if (draft.revision.number !== body.baseRevision) {
      const view = await viewDesign(repos, id);
      throw new ApiError(
        409,
        'apiDesigns.staleRevision',
        { revision: draft.revision.number },
        {
          currentRevision: draft.revision.number,
          updatedBy: view.updatedByName,
          updatedAt: view.updatedAt.toISOString(),
        },
      );
    }
    const missing = await missingPoolFiles(tx, actor.companyId, mediaIdsOf(document));
    if (missing.length > 0) {
      throw new ApiError(404, 'apiDesigns.missingMedia', { ids: missing.join(', ') }, { missingMediaIds: missing });
    }
    if (JSON.stringify(draft.document) === measured.json) {
      return { revision: draft.revision.number, saved: false, updatedAt: design.updatedAt.toISOString() };
    }
    const number = draft.revision.number + 1;
    const revision = await repos.revisions.insert({
      designId: id,
      number,
      document,
      byteSize: measured.byteSize,
      elementCount: measured.elementCount,
      createdBy: actor.userId,
    });
    const updatedAt = new Date();
    await repos.designs.update(id, {
      draftRevisionId: revision.id,
      width: document.width,
      height: document.height,
      orientation: document.orientation,
      updatedBy: actor.userId,
      updatedAt,
    });
    return { revision: number, saved: true, updatedAt: updatedAt.toISOString() };
  });
}

export const documentTooLarge = () =>
  new ApiError(413, 'apiDesigns.documentTooLarge', { max: designLimits.maxDocumentBytes / 1_000_000 });
export const tooManyElements = () => new ApiError(413, 'apiDesigns.tooManyElements', { max: designLimits.maxElements });
