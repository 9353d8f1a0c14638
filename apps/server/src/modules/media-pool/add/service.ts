import { randomUUID } from 'node:crypto';
import { type ProcessingState, alignmentOf, hasRefusedCharacter, mediaPoolLimits, resolutionOf } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { type AnalysedUpload, type MediaMeasure, extensionOf, isVideo, storeWithRows } from '../../../media/index.ts';
import type { MediaPoolDeps } from '../deps.ts';
import type { MediaActor } from '../policy.ts';
import { poolReposFor } from '../repository/index.ts';
import type { MediaFileRow } from '../repository/files.ts';

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
  storageKey: string;
  thumbKey: string | null;
  originalKey?: string | null;
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

/** Where a pool file's bytes live in storage: `media-pool/<company>/<file>.<ext>`, its thumbnail and original beside. */
export function poolStorageKeys(companyId: string, fileId: string, mime: string) {
  const base = `media-pool/${companyId}/${fileId}`;
  return {
    storageKey: `${base}.${extensionOf[mime] ?? 'bin'}`,
    thumbKey: `${base}-thumb.webp`,
    originalKey: `${base}-original.${extensionOf[mime] ?? 'bin'}`,
  };
}

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
export async function addPoolFile(tx: Db, actor: MediaActor, file: NewPoolFile): Promise<MediaFileRow> {
  const repos = poolReposFor(tx, actor.companyId);
  const onlineId = await repos.files.reserveOnlineId();
  const { width, height, durationSeconds } = file.measured;
  const row = await repos.files.insert({
    id: file.id,
    onlineId,
    uploadedBy: actor.userId,
    storageKey: file.storageKey,
    thumbKey: file.thumbKey,
    originalKey: file.originalKey ?? null,
    mime: file.mime,
    title: titleFromName(file.name, onlineId),
    resolution: resolutionOf(width, height),
    alignment: alignmentOf(width, height),
    width,
    height,
    durationSeconds,
    fileSize: file.size,
    hasSound: isVideo(file.mime) ? (file.hasSound ?? false) : null,
    processing: file.processing ?? 'ready',
    ...file.details,
  });
  await repos.log.write([row.id], actor.userId, 'upload', { name: file.name.slice(0, 300), mime: file.mime });
  return row;
}

/**
 * Stores an analysed upload in the pool: the row and its log in one transaction, the files moved into storage as
 * its last step (a failure leaves neither). `originalPath`: the uploaded bytes, where the company keeps originals.
 */
export async function storePoolUpload(
  deps: Pick<MediaPoolDeps, 'db' | 'storage'>,
  actor: MediaActor,
  upload: { mime: string; name: string; analysed: AnalysedUpload; originalPath?: string; hasSound?: boolean | null },
): Promise<MediaFileRow> {
  const id = randomUUID();
  const keys = poolStorageKeys(actor.companyId, id, upload.mime);
  const { analysed } = upload;
  return storeWithRows(deps.storage, (place) =>
    deps.db.transaction(async (tx) => {
      const row = await addPoolFile(tx, actor, {
        id,
        mime: upload.mime,
        name: upload.name,
        measured: analysed.measured,
        size: analysed.stored.size,
        storageKey: keys.storageKey,
        thumbKey: analysed.thumbPath ? keys.thumbKey : null,
        originalKey: upload.originalPath ? keys.originalKey : null,
        hasSound: upload.hasSound,
      });
      await place([
        { key: keys.storageKey, path: analysed.stored.path },
        ...(analysed.thumbPath ? [{ key: keys.thumbKey, path: analysed.thumbPath }] : []),
        ...(upload.originalPath ? [{ key: keys.originalKey, path: upload.originalPath }] : []),
      ]);
      return row;
    }),
  );
}
