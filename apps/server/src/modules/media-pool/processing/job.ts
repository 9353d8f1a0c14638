import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import { type JobHandler, PermanentJobError } from '../../../jobs/worker.ts';
import { storeWithRows } from '../../../media/index.ts';
import { finishProcessing } from '../add/processing.ts';
import { poolContentKeys } from '../add/keys.ts';
import type { MediaPoolDeps } from '../deps.ts';
import type { MediaFileRow } from '../repository/files.ts';
import { poolReposFor } from '../repository/index.ts';
import { failOrphanedProcessing } from '../repository/processing.ts';
import { renderDerivatives, withStoredCopy } from './render.ts';

/** Makes a new pool file's thumbnail and preview (video) or rendition (large picture), then marks it ready. */
export const PROCESS_JOB = 'mediaPool.process';
/** The sweep (every 15 minutes, once across instances) for files whose job is gone without marking them. */
export const ORPHANED_PROCESSING_JOB = 'mediaPool.failOrphanedProcessing';
export const processingSchedules = [{ kind: ORPHANED_PROCESSING_JOB, everyMs: 15 * 60_000 }];
/** Tries before the file shows `failed` (and a retry): the first retry after 15-30 s, the second after 30-60 s. */
export const PROCESS_MAX_ATTEMPTS = 3;

/** Queues the processing of one file inside the caller's transaction (the upload's, or the retry's). */
export async function queueProcessing(jobs: JobQueue, tx: Db, companyId: string, fileId: string) {
  await jobs.enqueue(tx, PROCESS_JOB, { companyId, fileId }, { maxAttempts: PROCESS_MAX_ATTEMPTS });
}

type ProcessDeps = Pick<MediaPoolDeps, 'db' | 'storage' | 'config'>;

/**
 * Renders the derivatives from a copy of the stored file, then, with the row locked, places them into storage and
 * marks the file ready in one step: a file deleted (or no longer processing) meanwhile gets nothing placed, and a
 * failure removes what was placed (storeWithRows). The temporary files go whatever happens.
 */
async function processFile(deps: ProcessDeps, file: MediaFileRow) {
  const keys = poolContentKeys(file);
  await withStoredCopy(deps.config, deps.storage, file.storageKey, async (localPath, derivative) => {
    const source = { path: localPath, mime: file.mime, durationSeconds: file.durationSeconds };
    const made = await renderDerivatives(deps.config, source, derivative);
    await storeWithRows(deps.storage, (place) =>
      deps.db.transaction(async (tx) => {
        const current = await poolReposFor(tx, file.companyId).files.find(file.id, { forUpdate: true });
        if (!current || current.deletedAt || current.processing !== 'processing') return;
        await place([
          ...(made.thumbPath ? [{ key: keys.thumbKey, path: made.thumbPath }] : []),
          ...(made.previewPath ? [{ key: keys.previewKey, path: made.previewPath }] : []),
        ]);
        await finishProcessing(tx, file.companyId, file.id, {
          state: 'ready',
          thumbKey: made.thumbPath ? keys.thumbKey : current.thumbKey,
          previewKey: made.previewPath ? keys.previewKey : null,
        });
      }),
    );
  });
}

const textOf = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * The processing job: nothing to do for a file that is gone, deleted or not `processing` (a retry queued it again
 * meanwhile, say). A failure is retried with the queue's backoff; the last attempt's failure (or one that trying again
 * cannot help) marks the file `failed`, which the web shows with a retry (POST .../retryProcessing).
 */
export const processingJobHandlers = (deps: ProcessDeps): Record<string, JobHandler> => ({
  async [PROCESS_JOB](job) {
    const companyId = textOf(job.payload.companyId);
    const fileId = textOf(job.payload.fileId);
    if (!companyId || !fileId) throw new PermanentJobError('mediaPool.process needs companyId and fileId');
    const file = await poolReposFor(deps.db, companyId).files.find(fileId);
    if (!file || file.deletedAt || file.processing !== 'processing') return undefined;
    try {
      await processFile(deps, file);
    } catch (error) {
      if (job.attempts >= job.maxAttempts || error instanceof PermanentJobError) {
        await deps.db.transaction((tx) => finishProcessing(tx, companyId, fileId, { state: 'failed' }));
      }
      throw error;
    }
    return undefined;
  },
  async [ORPHANED_PROCESSING_JOB]() {
    await failOrphanedProcessing(deps.db, PROCESS_JOB);
    return undefined;
  },
});
