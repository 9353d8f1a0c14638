import { conflict } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { authorizeFile } from '../access.ts';
import type { MediaActor } from '../policy.ts';
import { poolReposFor } from '../repository/index.ts';
import { queueProcessing } from './job.ts';

/**
 * POST /mediapools/files/{id}/retryProcessing: a file whose processing failed is queued again and shows `processing`.
 * 404 for a file the actor may not read (missing, foreign, private without the key); 403 without the general info
 * key for its access level (who may edit the file may repair it); 409 unless it failed (a deleted file included).
 */
export async function retryProcessing(deps: MediaPoolDeps, actor: MediaActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const files = poolReposFor(tx, actor.companyId).files;
    const row = await authorizeFile(tx, actor, await files.find(id, { forUpdate: true }), ['editGeneral']);
    if (row.deletedAt) throw conflict('apiMediaPool.rules.deleted');
    if (row.processing !== 'failed') throw conflict('apiMediaPool.retryNotFailed');
    await files.update([id], { processing: 'processing' }, undefined, false);
    await queueProcessing(deps.jobs, tx, actor.companyId, id);
  });
}
