import type { DesignDocument } from '@plakat/shared';
import { faceFile, faceId, familyOf, type FontFaceRef, fontFacesOf } from './font-faces.ts';
import { fontFiles } from './font-files.ts';

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * Loads one face through the FontFace API and adds it to the document's fonts, once per page. A face that fails to load
 * (offline, say) resolves too: the text is then drawn in the fallback font rather than not at all.
 */
export function loadFontFace(face: FontFaceRef): Promise<void> {
  const id = faceId(face);
  let promise = loading.get(id);
  if (!promise) {
    promise = addFace(face).finally(() => loaded.add(id));
    loading.set(id, promise);
  }
  return promise;
}

async function addFace(face: FontFaceRef) {
  const file = faceFile(fontFiles[face.font], face);
  if (!file) return;
  const fontFace = new FontFace(familyOf(face.font), `url(${file.url}) format('woff2')`, {
    weight: String(file.weight),
    style: file.style,
  });
  try {
    await fontFace.load();
    document.fonts.add(fontFace);
  } catch {
    // Drawn in the fallback font.
  }
}

/** True once the face is there (or failed for good): text in it can be measured without jumping later. */
export const isFontFaceLoaded = (face: FontFaceRef) => loaded.has(faceId(face));

/** Loads every face the document uses; the editor page awaits it before it shows the stage, and the export before it draws. */
export async function loadDesignFonts(doc: Pick<DesignDocument, 'slides'>): Promise<void> {
  await Promise.all(fontFacesOf(doc).map(loadFontFace));
}
