import { type DesignDocument, type DesignElement, type DesignFont, designFonts, eachElement } from '@plakat/shared';
import type { FaceKey } from './font-files.ts';

/** One face of a bundled font: what a text element needs loaded before it is measured. */
export type FontFaceRef = { font: DesignFont; weight: 400 | 700; italic: boolean };

type TextLike = Extract<DesignElement, { fontFamily: string }>;
const setsText = (element: DesignElement): element is TextLike =>
  element.type === 'text' || element.type === 'clock' || element.type === 'date';

/** The faces a document draws text in (every slide, groups included), each once. */
export function fontFacesOf(doc: Pick<DesignDocument, 'slides'>): FontFaceRef[] {
  const faces = new Map<string, FontFaceRef>();
  for (const [element] of eachElement(doc.slides)) {
    if (!setsText(element)) continue;
    const face = { font: element.fontFamily, weight: element.fontWeight, italic: element.italic };
    faces.set(faceId(face), face);
  }
  return [...faces.values()];
}

export const faceId = (face: FontFaceRef) => `${face.font}:${face.weight}:${face.italic ? 'italic' : 'normal'}`;

/**
 * The file that draws a face, and the weight and style that file has: a family without italics or bold uses its
 * regular file (the browser slants or emboldens it, as it would on any page).
 */
export function faceFile(files: Partial<Record<FaceKey, string>>, face: FontFaceRef) {
  const style = face.italic ? 'italic' : 'normal';
  const candidates: FaceKey[] = [`${face.weight}-${style}`, `${face.weight}-normal`, `400-${style}`, '400-normal'];
  for (const key of candidates) {
    const url = files[key];
    if (url) return { url, weight: Number(key.slice(0, 3)), style: key.slice(4) };
  }
  return null;
}

/** The CSS family name a font is registered and drawn under. */
export const familyOf = (font: DesignFont) => designFonts[font].family;

/** Konva's fontStyle for a weight and slant ('normal', 'bold', 'italic', 'italic bold'). */
export function konvaFontStyle(weight: 400 | 700, italic: boolean) {
  if (weight === 700) return italic ? 'italic bold' : 'bold';
  return italic ? 'italic' : 'normal';
}
