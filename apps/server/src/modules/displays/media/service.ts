import { randomUUID } from 'node:crypto';
import { type DisplayMediaItem, displayLimits, displayMediaPermissions } from '@plakat/shared';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import {
  type IntakeFailure,
  MediaIntakeError,
  type MediaMeasure,
  type UploadStream,
  analyseUpload,
  extensionOf,
  isImage,
  isKnownMedia,
  isVideo,
  storeWithRows,
  withUpload,
} from '../../../media/index.ts';
import { deleteStoredFiles } from '../../../storage/storage.ts';
import type { DisplayDeps } from '../deps.ts';
import { releasePoolUses } from './from-pool.ts';
import { publishContentChanged } from '../program/events.ts';
import { locationMediaComplete, mediaLimitError } from './rules.ts';
import { type DisplayActor, mayManageMediaKind } from '../policy.ts';
import { reposFor } from '../repository/index.ts';
import { findEditable } from '../access.ts';
import { type MediaKind, displayMediaKeys, mediaFileForSignedUrl } from '../repository/media.ts';
import { toMediaItem } from '../presenter.ts';
import { sharedWith } from '../repository/shared-with.ts';

export type { MediaKind } from '../repository/media.ts';

export const fileTooLarge = () =>
  new ApiError(413, 'apiWizard.fileTooLarge', { max: Math.round(displayLimits.uploadMaxBytes / (1024 * 1024)) });

const intakeAnswer: Record<IntakeFailure, (deps: DisplayDeps) => ApiError> = {
  notMultipart: () => new ApiError(415, 'api.unsupportedMediaType'),
  bodyBroken: () => badRequest('api.uploadUnreadable'),
  fileMissing: () => badRequest('apiWizard.fileMissing'),
  tooLarge: fileTooLarge,
  tooManyPixels: (deps) =>
    new ApiError(413, 'apiWizard.imageTooManyPixels', { max: Math.floor(deps.config.mediaMaxPixels / 1_000_000) }),
  imageUnreadable: () => badRequest('apiWizard.imageUnreadable'),
  videoUnreadable: () => badRequest('apiWizard.videoUnreadable'),
};

/** A location video may be 10 seconds long at most (the measure comes before any derivative is made). */
function refuseLongVideo(measured: MediaMeasure) {
  const max = displayLimits.locationVideoMaxSeconds;
  if (measured.durationSeconds !== null && measured.durationSeconds > max)
    throw badRequest('apiWizard.videoTooLong', { max });
}

/** Location media take pictures and videos, placeholders only pictures (415 otherwise). */
function checkType(kind: MediaKind, mime: string | null): asserts mime is string {
  const allowed = kind === 'placeholder' ? isImage(mime) : isImage(mime) || isKnownMedia(mime);
  if (mime && allowed) return;
  throw new ApiError(
    415,
    kind === 'placeholder' && isVideo(mime) ? 'apiWizard.placeholderImagesOnly' : 'apiWizard.fileTypeNotAllowed',
  );
}

/**
 * Uploads one file through the shared pipeline: streamed to DATA_DIR/tmp (size limit → 413), typed from its bytes,
 * measured, thumbnailed, checked against the display's media rules, and only then moved into storage together with
 * its row. Temporary files are removed whatever happens. `receive` reads the request up to the file; it is called
 * only once the actor may upload to this display (403 for the kind, 404 for a foreign, unknown or shut-down display,
 * 409 when locked), so a refused call reads nothing of the body.
 */
export async function uploadDisplayMedia(
  deps: DisplayDeps,
  actor: DisplayActor,
  displayId: string,
  kind: MediaKind,
  receive: () => Promise<UploadStream>,
): Promise<DisplayMediaItem> {
  if (!mayManageMediaKind(actor, kind)) throw forbidden();
  await findEditable(reposFor(deps.db, actor.companyId), actor, displayId, { needs: [displayMediaPermissions[kind]] });
  try {
    const stream = await receive();
    return await withUpload(deps.config, stream, displayLimits.uploadMaxBytes, async (upload) => {
      checkType(kind, upload.mime);
      const mime = upload.mime;
      const { measured, stored, thumbPath } = await analyseUpload(deps.config, upload, refuseLongVideo);
      const id = randomUUID();
      const { storageKey, thumbKey } = displayMediaKeys(actor.companyId, displayId, id, extensionOf[mime], !!thumbPath);
      const row = await storeWithRows(deps.storage, (place) =>
        deps.db.transaction(async (tx) => {
          const repos = reposFor(tx, actor.companyId);
          await findEditable(repos, actor, displayId, { forUpdate: true, needs: [displayMediaPermissions[kind]] });
          const existing = await repos.media.of(displayId);
          const broken = mediaLimitError(existing, kind, mime);
          if (broken) throw badRequest(broken);
          const sortOrder = existing
            .filter((m) => m.kind === kind)
            .reduce((max, m) => Math.max(max, m.sortOrder + 1), 0);
          const [inserted] = await repos.media.insert([
            { id, displayId, kind, storageKey, thumbKey, mime, sizeBytes: stored.size, ...measured, sortOrder },
          ]);
          await repos.displays.update(displayId, {});
          await repos.displays.writeLog(displayId, actor.userId, 'mediaUploaded', { kind, mediaId: id, mime });
          // Placeholders play on the screen while it has no program.
          if (kind === 'placeholder') await publishContentChanged(tx, actor.companyId, displayId);
          // Last step of the transaction: if a move fails, the row rolls back and the moved files are removed.
          await place([
            { key: storageKey, path: stored.path },
            ...(thumbKey && thumbPath ? [{ key: thumbKey, path: thumbPath }] : []),
          ]);
          return inserted;
        }),
      );
      return toMediaItem(row, deps.mediaUrls);
    });
  } catch (error) {
    if (error instanceof MediaIntakeError) throw intakeAnswer[error.reason](deps);
    throw error;
  }
}

/**
 * Deletes one medium of the company's display: 404 when it is none of the display's, 403 without the key of its kind;
 * the row in a transaction, then its files. A completed display keeps what its setup required (409).
 */
export async function deleteDisplayMedia(deps: DisplayDeps, actor: DisplayActor, displayId: string, mediaId: string) {
  const removed = await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const kind = await repos.media.kindOf(displayId, mediaId);
    if (!kind) throw notFound();
    if (!mayManageMediaKind(actor, kind)) throw forbidden();
    const display = await findEditable(repos, actor, displayId, {
      forUpdate: true,
      needs: [displayMediaPermissions[kind]],
    });
    const row = await repos.media.delete(displayId, mediaId);
    if (!row) throw notFound();
    await releasePoolUses(tx, actor.companyId, displayId, [row]);
    // Replacing the last picture of a completed display means uploading the new one first.
    if (display.status === 'completed') {
      const left = await repos.media.of(displayId);
      if (row.kind === 'location' && !locationMediaComplete(left)) throw conflict('apiWizard.lastLocationMedium');
      if (row.kind === 'placeholder' && !left.some((m) => m.kind === 'placeholder'))
        throw conflict('apiWizard.lastPlaceholder');
    }
    await repos.displays.writeLog(displayId, actor.userId, 'mediaDeleted', { kind: row.kind, mediaId });
    if (row.kind === 'placeholder') await publishContentChanged(tx, actor.companyId, displayId);
    return row;
  });
  await deleteStoredFiles(deps.storage, [removed.storageKey, removed.thumbKey]);
  return removed.kind;
}

/**
 * The stored file behind a signed URL (the route checked the signature); for a URL handed to a partner company
 * (`viewer`), only while the display is still shared with it, else null (404).
 */
export async function displayMediaFile(
  deps: DisplayDeps,
  mediaId: string,
  variant: 'file' | 'thumb',
  viewer: string | undefined,
) {
  if (viewer && !(await sharedWith(deps.db, viewer).hasMedium(mediaId))) return null;
  return mediaFileForSignedUrl(deps.db, mediaId, variant);
}
