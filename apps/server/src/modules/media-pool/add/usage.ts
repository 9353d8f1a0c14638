import type { MediaUsageKind } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { canEditFile } from '@plakat/shared';
import { authorizeFiles, readableFiles } from '../access.ts';
import type { MediaActor } from '../policy.ts';
import { poolReposFor } from '../repository/index.ts';
import type { MediaFileRow } from '../repository/files.ts';

export type MediaUsage = { kind: MediaUsageKind; resourceId: string; actorId: string | null };

/**
 * Marks pool files as used by a resource of the same company (a display placeholder now), inside the caller's
 * transaction: the first use sets firstUse, every new use writes a log row. Another company's or an unknown file
 * answers 404 for all; an archived or deleted file cannot be used (409).
 */
export async function markUsed(tx: Db, companyId: string, fileIds: string[], usage: MediaUsage): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  const repos = poolReposFor(tx, companyId);
  const rows = await repos.files.findMany(ids, { forUpdate: true });
  if (rows.length !== ids.length) throw notFound();
  for (const row of rows) {
    const broken = canEditFile({
      type: row.mime,
      resolution: row.resolution,
      isArchived: row.isArchived,
      isDeleted: !!row.deletedAt,
    });
    if (broken) throw conflict(broken);
  }
  const now = new Date();
  await repos.usage.add(ids, usage.kind, usage.resourceId, now);
  await repos.files.markFirstUse(ids, now);
  await repos.log.write(ids, usage.actorId, 'used', { kind: usage.kind, resourceId: usage.resourceId });
}

/** Ends uses of a resource (a placeholder replaced, a display shut down): the files become notUsed when none is left. */
export async function releaseUsage(tx: Db, companyId: string, fileIds: string[], usage: Omit<MediaUsage, 'actorId'>) {
  await poolReposFor(tx, companyId).usage.remove([...new Set(fileIds)], usage.kind, usage.resourceId);
}

/** What a resource that uses a pool file copies of it. */
export type PoolFileForUse = Pick<
  MediaFileRow,
  'id' | 'storageKey' | 'thumbKey' | 'mime' | 'fileSize' | 'width' | 'height' | 'durationSeconds'
>;

/**
 * Pool files a resource of the actor's company starts using (a display placeholder), inside the caller's
 * transaction: each must be one the actor may read (404 otherwise, as foreign and unknown ones), neither archived nor
 * deleted (409); they are marked used (firstUse, log) and answered in the order asked.
 */
export async function takeIntoUse(
  tx: Db,
  actor: MediaActor,
  fileIds: string[],
  usage: Omit<MediaUsage, 'actorId'>,
): Promise<PoolFileForUse[]> {
  const ids = [...new Set(fileIds)];
  const rows = await authorizeFiles(tx, actor, ids, await poolReposFor(tx, actor.companyId).files.findMany(ids));
  await markUsed(tx, actor.companyId, ids, { ...usage, actorId: actor.userId });
  return rows;
}

/** A pool file as a resource that checks it before using it sees it (a display's program). */
export type ReadablePoolFile = Pick<
  MediaFileRow,
  'id' | 'mime' | 'isArchived' | 'deletedAt' | 'processing' | 'durationSeconds'
>;

/**
 * The files among `ids` the actor may read (private ones through its roles or assignments), with their state, so
 * the caller can name each one it refuses; unknown, foreign and unreadable ids are left out, alike.
 */
export async function readablePoolFiles(db: Db, actor: MediaActor, ids: string[]): Promise<ReadablePoolFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return readableFiles(db, actor, await poolReposFor(db, actor.companyId).files.findMany(unique));
}

/**
 * Notes the SHA-256 of a file's stored bytes computed after the fact (rows stored before hashes were kept), only
 * while the file still has the content version it was computed for.
 */
export async function rememberPoolFileHash(
  db: Db,
  companyId: string,
  file: { id: string; contentVersion: number; sha256: string },
) {
  await poolReposFor(db, companyId).files.rememberHash(file.id, file.contentVersion, file.sha256);
}
