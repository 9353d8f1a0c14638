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
