import type { TenantActor } from '../../../lib/actor.ts';
import { releaseUsage, retitlePublishedFile } from '../../media-pool/index.ts';
import { findDesign } from '../access.ts';
import type { EditorDeps } from '../deps.ts';
import { reposFor } from '../repository/index.ts';

/**
 * PATCH /designs/{id}: a new name. The published pool file follows it while its title is still the old name (a title
 * given to the file in the pool is kept).
 */
export async function renameDesign(deps: EditorDeps, actor: TenantActor, id: string, name: string) {
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const design = await findDesign(repos, id, { forUpdate: true });
    await repos.designs.update(id, { name, updatedBy: actor.userId, updatedAt: new Date() });
    if (design.publishedFileId)
      await retitlePublishedFile(tx, actor, design.publishedFileId, { from: design.name, to: name });
  });
}

/**
 * DELETE /designs/{id} (a template too): the design and its revisions; its published pool file stays in the pool,
 * no longer used by the design; its thumbnail is removed from storage after the commit.
 */
export async function deleteDesign(deps: EditorDeps, actor: TenantActor, id: string) {
  const removed = await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const design = await findDesign(repos, id, { forUpdate: true });
    if (design.publishedFileId) {
      await releaseUsage(tx, actor.companyId, [design.publishedFileId], { kind: 'design', resourceId: id });
    }
    await repos.designs.remove(id);
    return design;
  });
  if (removed.thumbKey) await deps.storage.delete([removed.thumbKey]).catch(() => undefined);
}
