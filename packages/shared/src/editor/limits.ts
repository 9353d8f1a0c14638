/**
 * The design editor's limits (issue 24), enforced by the document schema on both sides and by the server on save.
 * 8K is 7680 x 4320: no side of an artboard is longer than 7680 pixels.
 */
export const designLimits = {
  /** The longest side of an artboard, in pixels (8K UHD). */
  maxSide: 7680,
  /** The shortest side of an artboard, in pixels. */
  minSide: 16,
  /** Elements in one document, counted through every slide and group. */
  maxElements: 2000,
  /** How deep groups may nest. */
  maxGroupDepth: 8,
  /** Slides in one document. */
  maxSlides: 50,
  /** The serialized document (UTF-8 bytes of its JSON); a larger save answers 413. */
  maxDocumentBytes: 1_000_000,
  /** Characters of one text element. */
  maxTextLength: 5000,
  /** Characters a QR code encodes. */
  maxQrLength: 1000,
  /** Where an element may sit: far outside the artboard is kept (and listed in the layers panel), not endless. */
  maxCoordinate: 100_000,
  /** A slide's duration in seconds. */
  minSlideSeconds: 1,
  maxSlideSeconds: 3600,
  /** Characters of a design's or an element's name. */
  maxNameLength: 120,
  /** Revisions kept per design; older ones are pruned by a job (never the draft or the published one). */
  maxRevisionsKept: 200,
} as const;

/** The overscan safe area: 5% of the width on each side, 3% of the height at the top and the bottom. */
export const defaultSafeArea = { x: 0.05, y: 0.03 } as const;

/** The artboard presets; portrait swaps width and height. */
export const artboardPresets = {
  hd: { width: 1280, height: 720 },
  fullHd: { width: 1920, height: 1080 },
  uhd4k: { width: 3840, height: 2160 },
  uhd8k: { width: 7680, height: 4320 },
} as const;
export type ArtboardPreset = keyof typeof artboardPresets;
export const artboardPresetNames = Object.keys(artboardPresets) as ArtboardPreset[];

export const orientations = ['landscape', 'portrait'] as const;
export type Orientation = (typeof orientations)[number];

/** The size of a preset in an orientation. */
export function presetSize(preset: ArtboardPreset, orientation: Orientation) {
  const { width, height } = artboardPresets[preset];
  return orientation === 'landscape' ? { width, height } : { width: height, height: width };
}

/** The orientation of a size: portrait when it is taller than wide. */
export const orientationOf = (width: number, height: number): Orientation =>
  height > width ? 'portrait' : 'landscape';

/** The pictures the browser renders of a design (thumbnails, the publish render), as the server accepts them. */
export const designPictureLimits = {
  /** Bytes of a thumbnail upload (PNG or JPEG). */
  thumbnailMaxBytes: 2 * 1024 * 1024,
  /** The stored thumbnail's width (WebP). */
  thumbnailWidth: 480,
  /** Bytes of a publish upload (a PNG of up to 8K). */
  publishMaxBytes: 80 * 1024 * 1024,
} as const;
