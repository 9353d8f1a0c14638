import type { Db } from '../../../db/client.ts';
import { poolReposFor } from '../repository/index.ts';

/** Bytes the company's pool takes in storage (the upload part's quota check; counts deleted files until removed). */
export const poolStorageBytes = (db: Db, companyId: string) => poolReposFor(db, companyId).files.storageBytes();

/**
 * The end of a file's slow jobs (video thumbnail, preview clip, renditions), inside the job's transaction: `ready`
 * with what it made (stored before under poolStorageKeys' keys), or `failed` (the web offers a retry).
 */
export async function finishProcessing(
  tx: Db,
  companyId: string,
  fileId: string,
  result: { state: 'ready'; thumbKey: string | null; previewKey?: string | null } | { state: 'failed' },
) {
  const files = poolReposFor(tx, companyId).files;
  await files.update(
    [fileId],
    result.state === 'ready'
      ? { processing: 'ready', thumbKey: result.thumbKey, previewKey: result.previewKey ?? null }
      : { processing: 'failed' },
    undefined,
    false,
  );
}
