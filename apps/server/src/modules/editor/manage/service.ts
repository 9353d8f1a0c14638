import type { TenantActor } from '../../../lib/actor.ts';
import { releaseUsage } from '../../media-pool/index.ts';
import { findDesign } from '../access.ts';
import type { EditorDeps } from '../deps.ts';
import { reposFor } from '../repository/index.ts';

/** PATCH /designs/{id}: a new name (the published pool file keeps its title). */
export async function renameDesign(deps: EditorDeps, actor: TenantActor, id: string, name: string) {
  await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    await findDesign(repos, id, { forUpdate: true });
    await repos.designs.update(id, { name, updatedBy: actor.userId, updatedAt: new Date() });
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
