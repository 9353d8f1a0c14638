import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import type { UploadOwner } from './types.ts';

/** The metadata keys that bind an upload to its owner; set by the server, a client's own values are replaced. */
export const ownerKeys = { company: 'plakatOwnerCompany', user: 'plakatOwnerUser' } as const;

const uploadId = /^[0-9a-f]{32}$/;

type Info = { id: string; size?: number; metadata?: Record<string, string | null>; creation_date?: string };
/** What is kept of a finished upload until its expiry: a client that lost the last answer asks again (HEAD, GET). */
type Finished = { size: number; answer: unknown; metadata: Record<string, string>; finished: string };

/** Whether an upload belongs to `owner`. */
export const isOwnedBy = (metadata: Info['metadata'], owner: UploadOwner) =>
  metadata?.[ownerKeys.company] === owner.companyId && metadata?.[ownerKeys.user] === owner.userId;

/**
 * The unfinished uploads of one area: tus's FileStore (`<id>` holds the bytes, `<id>.json` the declared length,
 * metadata and creation time) plus what the routes need beside the protocol: the owner's uploads, removal of both
 * files whatever state they are in, and the expiry sweep.
 */
export function uploadStore(directory: string, expiryMs: number) {
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
  /** Removes the bytes and the description of an unfinished upload (tus's files). */
  const discardPartial = async (id: string) => {
    if (!uploadId.test(id)) return;
    await Promise.all([rm(pathOf(id), { force: true }), rm(`${pathOf(id)}.json`, { force: true })]);
  };

  return {
    files,
    pathOf,
    /** The upload `id` with its received bytes, or null when it does not exist or belongs to someone else. */
    async ownedBy(id: string, owner: UploadOwner): Promise<Upload | null> {
      const info = await infoOf(id);
      if (!info || !isOwnedBy(info.metadata, owner)) return null;
      return files.getUpload(id).catch(() => null);
    },
    /** The declared lengths of the owner's unfinished uploads, except `exceptId`: bytes already promised. */
    async reservedBy(owner: UploadOwner, exceptId?: string): Promise<number> {
      let total = 0;
      for (const id of await ids()) {
        if (id === exceptId) continue;
        const info = await infoOf(id);
        if (info && isOwnedBy(info.metadata, owner)) total += info.size ?? 0;
      }
      return total;
    },
    discardPartial,
    /** Removes everything of an upload, finished or not; missing files are fine. */
    async discard(id: string): Promise<void> {
      if (!uploadId.test(id)) return;
      await Promise.all([
        discardPartial(id),
        rm(`${pathOf(id)}.done`, { force: true }),
        rm(`${pathOf(id)}.done.tmp`, { force: true }),
      ]);
    },
    /** Remembers what a finished upload became (written whole: a temporary file renamed into place). */
    async finish(id: string, owner: UploadOwner, size: number, answer: unknown): Promise<void> {
      const record: Finished = {
        size,
        answer,
        metadata: { [ownerKeys.company]: owner.companyId, [ownerKeys.user]: owner.userId },
        finished: new Date().toISOString(),
      };
      await writeFile(`${pathOf(id)}.done.tmp`, JSON.stringify(record));
      await rename(`${pathOf(id)}.done.tmp`, `${pathOf(id)}.done`);
    },
    /** The finished upload `id` of this owner (its size and answer), or null. */
    async finished(id: string, owner: UploadOwner): Promise<Pick<Finished, 'size' | 'answer'> | null> {
      const record = await readJson<Finished>(id, '.done');
      return record && isOwnedBy(record.metadata, owner) ? { size: record.size, answer: record.answer } : null;
    },
    /**
     * Removes the uploads created more than the expiry ago, the records of uploads finished more than the expiry ago,
     * and stray halves older than that; answers how many.
     */
    async sweepExpired(now = Date.now()): Promise<number> {
      let removed = 0;
      for (const id of await ids()) {
        const info = await infoOf(id);
        const since = info?.creation_date ?? (await readJson<Finished>(id, '.done'))?.finished;
        const created = since ? Date.parse(since) : ((await stat(pathOf(id)).catch(() => null))?.mtimeMs ?? 0);
        if (now - created <= expiryMs) continue;
        await this.discard(id);
        removed++;
      }
      return removed;
    },
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;
