import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore, Upload } from '@tus/utils';
import type { UploadOwner } from './types.ts';

/** The metadata keys that bind an upload to its owner; set by the server, a client's own values are replaced. */
export const ownerKeys = { company: 'plakatOwnerCompany', user: 'plakatOwnerUser' } as const;

/** The id of an upload as clients see it (the last segment of its URL). */
export const uploadId = /^[0-9a-f]{32}$/;

export type Info = { id: string; size?: number; metadata?: Record<string, string | null>; creation_date?: string };
/** What is kept of a finished upload until its expiry: a client that lost the last answer asks again (HEAD, GET). */
export type Finished = { size: number; answer: unknown; metadata: Record<string, string>; finished: string };

/** Whether an upload belongs to `owner`. */
export const isOwnedBy = (metadata: Info['metadata'], owner: UploadOwner) =>
  metadata?.[ownerKeys.company] === owner.companyId && metadata?.[ownerKeys.user] === owner.userId;

/** The declared lengths of `owner`'s uploads among `ids`, except `exceptId` (`infoOf` reads a description). */
export async function declaredBy(
  ids: Iterable<string>,
  infoOf: (id: string) => Promise<Info | null>,
  owner: UploadOwner,
  exceptId?: string,
): Promise<number> {
  let total = 0;
  for (const id of ids) {
    if (id === exceptId) continue;
    const info = await infoOf(id);
    if (info && isOwnedBy(info.metadata, owner)) total += info.size ?? 0;
  }
  return total;
}

export const finishedRecord = (owner: UploadOwner, size: number, answer: unknown): Finished => ({
  size,
  answer,
  metadata: { [ownerKeys.company]: owner.companyId, [ownerKeys.user]: owner.userId },
  finished: new Date().toISOString(),
});

/**
 * Where the unfinished uploads of one area live, on disk (below) or in S3 (s3-store.ts): tus's data store plus what
 * the routes need beside the protocol. `id` is always the client's id (32 hex digits); `tusId` is the data store's
 * name for it (the object key below the area's folder in S3, the same id on disk).
 */
export type UploadStore = {
  files: DataStore;
  tusId(id: string): string;
  idOf(tusId: string): string;
  /** The upload `id` with its received bytes, or null when it does not exist or belongs to someone else. */
  ownedBy(id: string, owner: UploadOwner): Promise<Upload | null>;
  /** The declared lengths of the owner's unfinished uploads, except `exceptId`: bytes already promised. */
  reservedBy(owner: UploadOwner, exceptId?: string): Promise<number>;
  /** A local file with the bytes of the finished upload `id`, for the checks (removed by discardPartial). */
  received(id: string): Promise<string>;
  /** Removes the bytes and the description of an unfinished upload (and its local copy). */
  discardPartial(id: string): Promise<void>;
  /** Removes everything of an upload, finished or not; missing parts are fine. */
  discard(id: string): Promise<void>;
  /** Remembers what a finished upload became, until the expiry. */
  finish(id: string, owner: UploadOwner, size: number, answer: unknown): Promise<void>;
  /** The finished upload `id` of this owner (its size and answer), or null. */
  finished(id: string, owner: UploadOwner): Promise<Pick<Finished, 'size' | 'answer'> | null>;
  /**
   * Removes the uploads created more than the expiry ago, the records of uploads finished more than the expiry ago,
   * and stray halves older than that; answers how many.
   */
  sweepExpired(now?: number): Promise<number>;
};

/**
 * The unfinished uploads of one area on the local disk: tus's FileStore (`<id>` holds the bytes, `<id>.json` the
 * declared length, metadata and creation time), finished records in `<id>.done`.
 */
export function diskUploadStore(directory: string, expiryMs: number): UploadStore {
  const files = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const pathOf = (id: string) => path.join(directory, id);
  const readJson = async <T>(id: string, suffix: '.json' | '.done'): Promise<T | null> => {
    if (!uploadId.test(id)) return null;
    try {
      return JSON.parse(await readFile(`${pathOf(id)}${suffix}`, 'utf8')) as T;
    } catch {
      return null;
    }
  };
  const infoOf = (id: string) => readJson<Info>(id, '.json');
  const ids = async () => {
    const names = await readdir(directory).catch(() => [] as string[]);
    return [...new Set(names.map((name) => name.replace(/\.(json|done|done\.tmp)$/, '')))].filter((id) =>
      uploadId.test(id),
    );
  };
  const discardPartial = async (id: string) => {
    if (!uploadId.test(id)) return;
    await Promise.all([rm(pathOf(id), { force: true }), rm(`${pathOf(id)}.json`, { force: true })]);
  };

  const store: UploadStore = {
    files,
    tusId: (id) => id,
    idOf: (id) => id,
    received: async (id) => pathOf(id),
    async ownedBy(id, owner) {
      const info = await infoOf(id);
      if (!info || !isOwnedBy(info.metadata, owner)) return null;
      return files.getUpload(id).catch(() => null);
    },
    reservedBy: async (owner, exceptId) => declaredBy(await ids(), infoOf, owner, exceptId),
    discardPartial,
    async discard(id) {
      if (!uploadId.test(id)) return;
      await Promise.all([
        discardPartial(id),
        rm(`${pathOf(id)}.done`, { force: true }),
        rm(`${pathOf(id)}.done.tmp`, { force: true }),
      ]);
    },
    /** Written whole: a temporary file renamed into place. */
    async finish(id, owner, size, answer) {
      await writeFile(`${pathOf(id)}.done.tmp`, JSON.stringify(finishedRecord(owner, size, answer)));
      await rename(`${pathOf(id)}.done.tmp`, `${pathOf(id)}.done`);
    },
    async finished(id, owner) {
      const record = await readJson<Finished>(id, '.done');
      return record && isOwnedBy(record.metadata, owner) ? { size: record.size, answer: record.answer } : null;
    },
    async sweepExpired(now = Date.now()) {
      let removed = 0;
      for (const id of await ids()) {
        const info = await infoOf(id);
        const since = info?.creation_date ?? (await readJson<Finished>(id, '.done'))?.finished;
        const created = since ? Date.parse(since) : ((await stat(pathOf(id)).catch(() => null))?.mtimeMs ?? 0);
        if (now - created <= expiryMs) continue;
        await store.discard(id);
        removed++;
      }
      return removed;
    },
  };
  return store;
}
