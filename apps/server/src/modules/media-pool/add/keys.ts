import { extensionOf, isVideo } from '../../../media/index.ts';

/**
 * Where a pool file's bytes live in storage: `media-pool/<company>/<file>.<ext>`, its thumbnail, its preview (a
 * video's clip, a large picture's rendition) and its original beside.
 */
export function poolStorageKeys(companyId: string, fileId: string, mime: string) {
  const base = `media-pool/${companyId}/${fileId}`;
  return {
    storageKey: `${base}.${extensionOf[mime] ?? 'bin'}`,
    thumbKey: `${base}-thumb.webp`,
    previewKey: `${base}-preview.${isVideo(mime) ? 'mp4' : 'webp'}`,
    originalKey: `${base}-original.${extensionOf[mime] ?? 'bin'}`,
  };
}

/**
 * The keys of a file's current bytes: a file whose bytes were replaced (content version above 0) keeps each version
 * under keys of its own, so a version's thumbnail or preview never overwrites another's.
 */
export const poolContentKeys = (file: { companyId: string; id: string; mime: string; contentVersion: number }) =>
  poolStorageKeys(file.companyId, file.contentVersion > 0 ? `${file.id}-v${file.contentVersion}` : file.id, file.mime);
