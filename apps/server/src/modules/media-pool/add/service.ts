import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { type ProcessingState, alignmentOf, hasRefusedCharacter, mediaPoolLimits, resolutionOf } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import {
  type AnalysedUpload,
  type MediaMeasure,
  extensionOf,
  isVideo,
  sha256OfFile,
  storeWithRows,
} from '../../../media/index.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { queueProcessing } from '../processing/job.ts';
import { poolStorageKeys } from './keys.ts';
import { needsProcessing } from '../processing/render.ts';
import type { MediaActor } from '../policy.ts';

/** Who adds a file: only the company and the user count (an upload is checked before, by its route). */
type Uploader = Pick<MediaActor, 'userId' | 'companyId'>;
import { poolReposFor } from '../repository/index.ts';
import type { MediaFileRow } from '../repository/files.ts';

export { poolStorageKeys } from './keys.ts';

/** A checked and measured upload whose files are (about to be) stored under the given keys. */
export type NewPoolFile = {
  id: string;
  /** From the bytes (never the name or the browser's claim). */
  mime: string;
  /** The uploaded file's name: a display name only (the title is made of it), never a path. */
  name: string;
  measured: MediaMeasure;
  /** Bytes of the stored file. */
  size: number;
  /** SHA-256 (hex) of the stored file; left out, the player's manifest computes it from storage later. */
  sha256?: string | null;
  storageKey: string;
  thumbKey: string | null;
  previewKey?: string | null;
  /** Where the company keeps originals: the key of the uploaded bytes, their name and their extra bytes. */
  original?: { key: string; name: string; size: number } | null;
  /** Videos: whether they have sound (the analysis says); null or left out for pictures. */
  hasSound?: boolean | null;
  /** `processing` while slow jobs (video thumbnail, preview, renditions) still run. */
  processing?: ProcessingState;
  /** What the file starts with besides the title made of its name (the demo data; uploads start plain). */
  details?: Partial<
    Pick<MediaFileRow, 'title' | 'description' | 'keywords' | 'categoryId' | 'mediaType' | 'infoAccess' | 'isArchived'>
  > &
    Partial<Pick<MediaFileRow, 'uploadedOn' | 'updatedAt'>>;
};

/** The title a new file gets from its name: no extension, no path, no refused characters, at most 30 characters. */
export function titleFromName(name: string, onlineId: number): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '').normalize('NFC');
  const clean = [...base]
    .filter((char) => !hasRefusedCharacter(char, 'shared'))
    .join('')
    .trim();
  const title = [...clean].slice(0, mediaPoolLimits.titleMax).join('').trim();
  return title.length >= mediaPoolLimits.titleMin ? title : `File ${onlineId}`;
}

/**
 * Adds a file to the actor's company pool inside the caller's transaction: its number, its row with the measure
 * (resolution and alignment from the pixels), and the upload entry of its log. The upload part calls it after the
 * file was checked and analysed, before it places the files into storage (media/commit.ts `storeWithRows`).
 */
export async function addPoolFile(tx: Db, actor: Uploader, file: NewPoolFile): Promise<MediaFileRow> {
  const repos = poolReposFor(tx, actor.companyId);
  const onlineId = await repos.files.reserveOnlineId();
  const { width, height, durationSeconds } = file.measured;
  const row = await repos.files.insert({
    id: file.id,
    onlineId,
    uploadedBy: actor.userId,
    storageKey: file.storageKey,
    thumbKey: file.thumbKey,
    previewKey: file.previewKey ?? null,
    originalKey: file.original?.key ?? null,
    originalName: file.original ? file.original.name.slice(0, 300) : null,
    originalSize: file.original?.size ?? null,
    mime: file.mime,
    title: titleFromName(file.name, onlineId),
    resolution: resolutionOf(width, height),
    alignment: alignmentOf(width, height),
    width,
    height,
    durationSeconds,
    fileSize: file.size,
    sha256: file.sha256 ?? null,
    hasSound: isVideo(file.mime) ? (file.hasSound ?? false) : null,
    processing: file.processing ?? 'ready',
    ...file.details,
  });
  await repos.log.write([row.id], actor.userId, 'upload', { name: file.name.slice(0, 300), mime: file.mime });
  return row;
}

/**
 * Stores an analysed upload in the pool: the row and its log in one transaction, the files moved into storage as
 * its last step (a failure leaves neither). A video, and a picture longer than 3840 px, start as `processing` with the
 * processing job queued in the same transaction (processing/job.ts: thumbnail, preview clip or rendition);
 * everything else is ready at once. `originalPath`: the uploaded bytes, where the company keeps originals (a video is
 * stored as it came, so its stored file is its original).
 */
export async function storePoolUpload(
  deps: Pick<MediaPoolDeps, 'db' | 'storage' | 'jobs'>,
  actor: Uploader,
  upload: { mime: string; name: string; analysed: AnalysedUpload; originalPath?: string; hasSound?: boolean | null },
): Promise<MediaFileRow> {
  const id = randomUUID();
  const keys = poolStorageKeys(actor.companyId, id, upload.mime);
  const { analysed, originalPath } = upload;
  const processing = needsProcessing(upload.mime, analysed.measured);
  const video = isVideo(upload.mime);
  const originalSize = originalPath && !video ? (await stat(originalPath)).size : 0;
  // The bytes that will be stored, hashed before they move: the player checks what it downloads against it.
  const sha256 = await sha256OfFile(analysed.stored.path);
  const original = originalPath
    ? {
        key: video ? keys.storageKey : keys.originalKey,
        name: upload.name || `file.${extensionOf[upload.mime]}`,
        size: originalSize,
      }
    : null;
  return storeWithRows(deps.storage, (place) =>
    deps.db.transaction(async (tx) => {
      const row = await addPoolFile(tx, actor, {
        id,
        mime: upload.mime,
        name: upload.name,
        measured: analysed.measured,
        size: analysed.stored.size,
        sha256,
        storageKey: keys.storageKey,
        thumbKey: analysed.thumbPath ? keys.thumbKey : null,
        original,
        hasSound: upload.hasSound,
        processing: processing ? 'processing' : 'ready',
      });
      if (processing) await queueProcessing(deps.jobs, tx, actor.companyId, id);
      await place([
        { key: keys.storageKey, path: analysed.stored.path },
        ...(analysed.thumbPath ? [{ key: keys.thumbKey, path: analysed.thumbPath }] : []),
        ...(originalPath && !video ? [{ key: keys.originalKey, path: originalPath }] : []),
      ]);
      return row;
    }),
  );
}
