import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Upload } from '@tus/utils';
import type { UploadOwner } from './types.ts';

/** The metadata keys that bind an upload to its owner; set by the server, a client's own values are replaced. */
export const ownerKeys = { company: 'plakatOwnerCompany', user: 'plakatOwnerUser' } as const;

const uploadId = /^[0-9a-f]{32}$/;

type Info = { id: string; size?: number; metadata?: Record<string, string | null>; creation_date?: string };

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
  const infoOf = async (id: string): Promise<Info | null> => {
    if (!uploadId.test(id)) return null;
    try {
      return JSON.parse(await readFile(`${pathOf(id)}.json`, 'utf8')) as Info;
    } catch {
      return null;
    }
  };
  const ids = async () => {
    const names = await readdir(directory).catch(() => [] as string[]);
    return [...new Set(names.map((name) => name.replace(/\.json$/, '')))].filter((id) => uploadId.test(id));
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
    /** Removes an upload's bytes and description; missing files are fine. */
    async discard(id: string): Promise<void> {
      if (!uploadId.test(id)) return;
      await Promise.all([rm(pathOf(id), { force: true }), rm(`${pathOf(id)}.json`, { force: true })]);
    },
    /** Removes the uploads created more than the expiry ago (and stray halves older than that); answers how many. */
    async sweepExpired(now = Date.now()): Promise<number> {
      let removed = 0;
      for (const id of await ids()) {
        const info = await infoOf(id);
        const created = info?.creation_date
          ? Date.parse(info.creation_date)
          : ((await stat(pathOf(id)).catch(() => null))?.mtimeMs ?? 0);
        if (now - created <= expiryMs) continue;
        await this.discard(id);
        removed++;
      }
      return removed;
    },
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;
