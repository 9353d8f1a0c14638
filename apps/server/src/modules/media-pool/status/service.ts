import { type ArchiveAction, canChangeArchive, canDeleteFile } from '@plakat/shared';
import { conflict, forbidden } from '../../../lib/errors.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { authorizeFiles } from '../access.ts';
import { type MediaActor, mayAtAll, mayDelete } from '../policy.ts';
import type { MediaFileRow } from '../repository/files.ts';
import { poolReposFor } from '../repository/index.ts';
import { REMOVE_FILES_JOB } from './jobs.ts';
import { publishPoolFilesChanged } from '../events.ts';

const ruleFile = (row: MediaFileRow) => ({
  type: row.mime,
  resolution: row.resolution,
  isArchived: row.isArchived,
  isDeleted: row.deletedAt !== null,
});

/**
 * PATCH /mediapools/files/delete: DELETE_MEDIAPOOL_MEDIA; all or nothing (one 404 for any id that is missing, foreign
 * or not readable; 409 for an archived or already deleted file). The rows are marked deleted with a log entry, and
 * the stored files are removed by a job queued in the same transaction (after the commit, never before).
 */
export async function deleteFiles(deps: MediaPoolDeps, actor: MediaActor, fileIds: string[]) {
  if (!mayDelete(actor) || !mayAtAll(actor, 'read')) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const repos = poolReposFor(tx, actor.companyId);
    const rows = await authorizeFiles(tx, actor, fileIds, await repos.files.findMany(fileIds, { forUpdate: true }));
    for (const row of rows) {
      const broken = canDeleteFile(ruleFile(row));
      if (broken) throw conflict(broken);
    }
    const ids = rows.map((r) => r.id);
    await repos.files.update(ids, { deletedAt: new Date() });
    await repos.log.write(ids, actor.userId, 'delete');
    // Screens that play one of them stop at once (their manifest skips it).
    await publishPoolFilesChanged(tx, actor.companyId, ids);
    // A video's original is its stored file (one key twice): each key once.
    const keys = rows.flatMap((r) => [r.storageKey, r.thumbKey, r.previewKey, r.originalKey]);
    await deps.jobs.enqueue(tx, REMOVE_FILES_JOB, { keys: [...new Set(keys.filter((k): k is string => !!k))] });
  });
}

/**
 * PATCH /mediapools/files/changeStatus: archive or unarchive with SET_<level>_MEDIA_STATUS for every file's level;
 * all or nothing as above; a deleted file answers 409. Files already in the asked state stay as they are (no log).
 */
export async function changeArchive(deps: MediaPoolDeps, actor: MediaActor, fileIds: string[], action: ArchiveAction) {
  if (!mayAtAll(actor, 'setStatus')) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const repos = poolReposFor(tx, actor.companyId);
    const rows = await authorizeFiles(
      tx,
      actor,
      fileIds,
      await repos.files.findMany(fileIds, { forUpdate: true }),
      'setStatus',
    );
    for (const row of rows) {
      const broken = canChangeArchive(ruleFile(row));
      if (broken) throw conflict(broken);
    }
    const archive = action === 'archive';
    const changing = rows.filter((r) => r.isArchived !== archive).map((r) => r.id);
    await repos.files.update(changing, { isArchived: archive });
    await repos.log.write(changing, actor.userId, action);
  });
}
