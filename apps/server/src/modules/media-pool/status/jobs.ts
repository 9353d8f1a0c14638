import type { JobHandler } from '../../../jobs/worker.ts';
import { deleteStoredFiles } from '../../../storage/storage.ts';
import type { MediaPoolDeps } from '../deps.ts';

/** Removes the stored files of deleted pool files, queued in the deleting transaction. */
export const REMOVE_FILES_JOB = 'mediaPool.removeFiles';

export const mediaPoolJobHandlers = (deps: Pick<MediaPoolDeps, 'storage'>): Record<string, JobHandler> => ({
  async [REMOVE_FILES_JOB](job) {
    const keys = Array.isArray(job.payload.keys) ? job.payload.keys.filter((k) => typeof k === 'string') : [];
    await deleteStoredFiles(deps.storage, keys);
    return undefined;
  },
});
