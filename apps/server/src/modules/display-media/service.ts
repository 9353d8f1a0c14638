import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { type DisplayMediaItem, displayLimits } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { displayMedia, displays } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deleteStoredFiles, storageFor, tempDir } from '../../storage/storage.ts';
import type { AppDeps } from '../deps.ts';
import { canWrite } from '../display-wizard/policy.ts';
import { addLog, findOwnDisplay, mediaOf } from '../display-wizard/repository.ts';
import { presentMedia } from './presenter.ts';
import {
  detectMime,
  extensionOf,
  imageMimes,
  mediaBinaries,
  probeVideo,
  processImage,
  videoThumbnail,
} from './processing.ts';

export type MediaKind = 'location' | 'placeholder';
type Actor = { userId: string; companyId: string; permissions: ReadonlySet<string> };

const isImage = (mime: string) => (imageMimes as readonly string[]).includes(mime);
const isVideo = (mime: string) => mime.startsWith('video/');

/**
 * The location media rule (5 pictures, or 4 pictures and one video) and the placeholder maximum, for the media a
 * display has plus one new file of `mime`. Returns the i18n key of the broken rule, or null.
 */
export function mediaLimitError(
  existing: { kind: string; mime: string }[],
  kind: MediaKind,
  mime: string,
): string | null {
  const ofKind = existing.filter((m) => m.kind === kind);
  if (kind === 'placeholder')
    return ofKind.length >= displayLimits.placeholderImagesMax ? 'apiWizard.tooManyPlaceholders' : null;
  const pictures = ofKind.filter((m) => !isVideo(m.mime)).length;
  const videos = ofKind.length - pictures;
  if (isVideo(mime)) {
    if (videos >= 1) return 'apiWizard.secondVideo';
    return pictures > displayLimits.locationImagesWithVideoMax ? 'apiWizard.tooManyPictures' : null;
  }
  const max = videos > 0 ? displayLimits.locationImagesWithVideoMax : displayLimits.locationImagesMax;
  return pictures >= max ? 'apiWizard.tooManyPictures' : null;
}

/** True when the location media fit the finished rule: 1..5 pictures, or 1..4 pictures plus one video. */
export function locationMediaComplete(existing: { kind: string; mime: string }[]): boolean {
  const ofKind = existing.filter((m) => m.kind === 'location');
  const videos = ofKind.filter((m) => isVideo(m.mime)).length;
  const pictures = ofKind.length - videos;
  if (videos > 1 || ofKind.length === 0) return false;
  return videos === 1
    ? pictures <= displayLimits.locationImagesWithVideoMax
    : pictures <= displayLimits.locationImagesMax;
}

/** The actor's display if its media may be changed: 404 foreign or shut down, 403 without the wizard's key, 409 locked. */
async function loadEditable(db: Db, actor: Actor, displayId: string, forUpdate = false) {
  const display = await findOwnDisplay(db, actor.companyId, displayId, { forUpdate });
  if (!display) throw notFound();
  if (!canWrite(actor, display.status)) throw forbidden();
  if (display.isLocked) throw conflict('apiWizard.locked');
  return display;
}

/**
 * Uploads one file: streamed to DATA_DIR/tmp (size limit → 413), typed from its bytes, measured (sharp/ffprobe),
 * thumbnailed, checked against the display's media rules, and only then moved into storage together with its row.
 * Temporary files are removed whatever happens.
 */
export async function uploadDisplayMedia(
  deps: AppDeps,
  actor: Actor,
  displayId: string,
  kind: MediaKind,
  file: { stream: Readable & { truncated?: boolean } },
): Promise<DisplayMediaItem> {
  // Fail fast on a foreign, shut-down or locked display before reading megabytes.
  await loadEditable(deps.db, actor, displayId);

  const dir = await tempDir(deps.config);
  const id = randomUUID();
  const upload = path.join(dir, `${id}.upload`);
  const thumb = path.join(dir, `${id}.thumb.webp`);
  const stored: string[] = [];
  try {
    try {
      await pipeline(file.stream, createWriteStream(upload));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (file.stream.truncated) throw tooLarge();

    const mime = await detectMime(upload);
    const allowed =
      kind === 'placeholder'
        ? isImage(mime ?? '')
        : isImage(mime ?? '') || (mime !== null && extensionOf[mime] !== undefined);
    if (!mime || !allowed) {
      throw new ApiError(
        415,
        kind === 'placeholder' && mime && isVideo(mime)
          ? 'apiWizard.placeholderImagesOnly'
          : 'apiWizard.fileTypeNotAllowed',
      );
    }

    let width: number | null = null;
    let height: number | null = null;
    let durationSeconds: number | null = null;
    let hasThumb = false;
    if (isImage(mime)) {
      try {
        ({ width, height } = await processImage(upload, thumb));
        hasThumb = true;
      } catch {
        throw badRequest('apiWizard.imageUnreadable');
      }
    } else {
      const binaries = mediaBinaries(deps.config);
      const info = await probeVideo(binaries, upload);
      if (!info) throw badRequest('apiWizard.videoUnreadable');
      if (info.duration > displayLimits.locationVideoMaxSeconds) {
        throw badRequest('apiWizard.videoTooLong', { max: displayLimits.locationVideoMaxSeconds });
      }
      ({ width, height } = info);
      durationSeconds = info.duration;
      hasThumb = await videoThumbnail(binaries, upload, thumb, info.duration);
    }

    const { size } = await stat(upload);
    const base = `display-media/${actor.companyId}/${displayId}/${id}`;
    const storageKey = `${base}.${extensionOf[mime]}`;
    const thumbKey = hasThumb ? `${base}-thumb.webp` : null;
    const storage = storageFor(deps.config);

    const row = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await loadEditable(tx, actor, displayId, true);
      const existing = await mediaOf(tx, displayId);
      const broken = mediaLimitError(existing, kind, mime);
      if (broken) throw badRequest(broken);
      const sortOrder = existing.filter((m) => m.kind === kind).reduce((max, m) => Math.max(max, m.sortOrder + 1), 0);
      const [inserted] = await tx
        .insert(displayMedia)
        .values({
          id,
          displayId,
          companyId: actor.companyId,
          kind,
          storageKey,
          thumbKey,
          mime,
          sizeBytes: size,
          width,
          height,
          durationSeconds,
          sortOrder,
        })
        .returning();
      await tx.update(displays).set({ updatedAt: new Date() }).where(eq(displays.id, displayId));
      await addLog(tx, displayId, actor.userId, 'mediaUploaded', { kind, mediaId: id, mime });
      // Last step of the transaction: if a move fails, the row rolls back and the moved files are removed below.
      await storage.putFile(storageKey, upload);
      stored.push(storageKey);
      if (thumbKey) {
        await storage.putFile(thumbKey, thumb);
        stored.push(thumbKey);
      }
      return inserted;
    });
    stored.length = 0;
    return presentMedia(deps.mediaUrls, row);
  } catch (error) {
    await deleteStoredFiles(deps.config, stored);
    throw error;
  } finally {
    await Promise.all([rm(upload, { force: true }), rm(thumb, { force: true })]);
  }
}

function tooLarge() {
  return new ApiError(413, 'apiWizard.fileTooLarge', { max: Math.round(displayLimits.uploadMaxBytes / (1024 * 1024)) });
}

/** Deletes one medium of the company's display: the row in a transaction, then its files. */
export async function deleteDisplayMedia(
  deps: AppDeps,
  actor: Actor,
  displayId: string,
  mediaId: string,
): Promise<MediaKind> {
  const removed = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const display = await loadEditable(tx, actor, displayId, true);
    const [row] = await tx
      .delete(displayMedia)
      .where(
        and(
          eq(displayMedia.id, mediaId),
          eq(displayMedia.displayId, displayId),
          eq(displayMedia.companyId, actor.companyId),
        ),
      )
      .returning();
    if (!row) throw notFound();
    // A completed display keeps what its setup required: replacing the last picture means uploading the new one first.
    if (display.status === 'completed') {
      const left = await mediaOf(tx, displayId);
      if (row.kind === 'location' && !locationMediaComplete(left)) throw conflict('apiWizard.lastLocationMedium');
      if (row.kind === 'placeholder' && !left.some((m) => m.kind === 'placeholder'))
        throw conflict('apiWizard.lastPlaceholder');
    }
    await addLog(tx, displayId, actor.userId, 'mediaDeleted', { kind: row.kind, mediaId });
    return row;
  });
  await deleteStoredFiles(deps.config, [removed.storageKey, removed.thumbKey]);
  return removed.kind;
}

/** The medium's kind, for the permission check before the delete (null: none of this company's display). */
export async function mediaKindOf(
  db: Db,
  companyId: string,
  displayId: string,
  mediaId: string,
): Promise<MediaKind | null> {
  const [row] = await db
    .select({ kind: displayMedia.kind })
    .from(displayMedia)
    .where(
      and(eq(displayMedia.id, mediaId), eq(displayMedia.displayId, displayId), eq(displayMedia.companyId, companyId)),
    );
  return row?.kind ?? null;
}

/** The stored file behind a signed URL: only media of displays that are not shut down. */
export async function mediaFile(db: Db, mediaId: string, variant: 'file' | 'thumb') {
  const [row] = await db
    .select({ storageKey: displayMedia.storageKey, thumbKey: displayMedia.thumbKey, mime: displayMedia.mime })
    .from(displayMedia)
    .innerJoin(displays, eq(displays.id, displayMedia.displayId))
    .where(and(eq(displayMedia.id, mediaId), isNull(displays.shutdownAt)));
  if (!row) return null;
  if (variant === 'thumb') return row.thumbKey ? { key: row.thumbKey, mime: 'image/webp' } : null;
  return { key: row.storageKey, mime: row.mime };
}
