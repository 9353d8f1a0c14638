import type { Language, MediaDetails, MediaFileItem, MediaFileLogEntry } from '@plakat/shared';
import { t } from '../../lib/i18n.ts';
import type { FileUrlSigner } from '../../media/index.ts';
import type { PoolFileVariant } from './repository/files.ts';
import type { MediaLogRow } from './repository/log.ts';
import type { MediaListRow } from './repository/search.ts';
import type { MediaUsageRow } from './repository/usage.ts';

/** The path a signed URL names within the media pool's area. */
export const poolFilePath = (fileId: string, variant: PoolFileVariant) => `${fileId}/${variant}`;

/**
 * A signed URL of a file's variant; a file whose bytes were replaced (a design published again) adds its content
 * version (`&v=`), so the address changes with the bytes and no browser shows a stale file or thumbnail.
 */
function signedVariant(
  urls: FileUrlSigner,
  row: Pick<MediaListRow, 'id' | 'contentVersion'>,
  variant: PoolFileVariant,
  lifetime: 'short' | 'long' = 'short',
) {
  const url = urls.sign(poolFilePath(row.id, variant), Date.now(), lifetime);
  return row.contentVersion > 0 ? `${url}&v=${row.contentVersion}` : url;
}

/** A file's thumbnail URL once its processing is done (others' answers show pool files with it: display programs). */
export const poolThumbUrl = (
  urls: FileUrlSigner,
  row: Pick<MediaListRow, 'id' | 'contentVersion' | 'thumbKey' | 'processing'>,
): string | null => (row.processing === 'ready' && row.thumbKey ? signedVariant(urls, row, 'thumb', 'long') : null);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toLogEntry = (row: MediaLogRow, lang: Language): MediaFileLogEntry => ({
  at: row.at.toISOString(),
  action: row.action,
  text: t(lang, `apiMediaPool.log.${row.action}`),
  userId: row.actorId,
  userName: row.actorName,
  details: row.details,
});

/** A media file as lists, the expanded row and the details page show it (spec 02 §3); URLs signed per request. */
export function toMediaFileItem(
  row: MediaListRow,
  log: MediaLogRow[],
  urls: FileUrlSigner,
  lang: Language,
): MediaFileItem {
  const ready = row.processing === 'ready';
  return {
    id: row.id,
    onlineId: row.onlineId,
    type: row.mime,
    url: signedVariant(urls, row, 'file'),
    // Thumbnail and preview only once the processing is done: while it runs (or after it failed) the web shows its
    // own state, never a broken image. Their URLs live a week: small, never changed under their id, shown in lists.
    thumbUrl: ready && row.thumbKey ? signedVariant(urls, row, 'thumb', 'long') : null,
    previewUrl: ready && row.previewKey ? signedVariant(urls, row, 'preview', 'long') : null,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    categoryId: row.categoryId,
    categoryTitle: row.categoryTitle,
    categoryColor: row.categoryColor,
    resolution: row.resolution,
    width: row.width,
    height: row.height,
    alignment: row.alignment,
    size: row.fileSize,
    fileSize: row.fileSize,
    duration: row.durationSeconds,
    mediaType: row.mediaType,
    status: row.used ? 'used' : 'notUsed',
    isArchived: row.isArchived,
    infoAccess: row.infoAccess,
    hasSound: row.hasSound,
    uploadedOn: row.uploadedOn.toISOString(),
    firstUse: iso(row.firstUse),
    lastChange: row.updatedAt.toISOString(),
    processing: row.processing,
    fileLog: log.map((entry) => toLogEntry(entry, lang)),
  };
}

/** The details page: the whole log, where the file is used, and the original's URL where one is kept. */
export function toMediaDetails(
  row: MediaListRow,
  log: MediaLogRow[],
  usage: MediaUsageRow[],
  urls: FileUrlSigner,
  lang: Language,
): MediaDetails {
  return {
    ...toMediaFileItem(row, log, urls, lang),
    usage: usage.map((u) => ({
      kind: u.kind,
      resourceId: u.resourceId,
      onlineId: u.onlineId,
      title: u.title,
      since: u.since.toISOString(),
    })),
    originalUrl: row.originalKey ? signedVariant(urls, row, 'original') : null,
  };
}
