import type { ImageElement } from '@plakat/shared';

type Crop = NonNullable<ImageElement['crop']>;
export type CropEdge = 'left' | 'top' | 'right' | 'bottom';
/** How much of the picture is cut away at each side, in percent of its width (left, right) or height (top, bottom). */
export type CropEdges = Record<CropEdge, number>;

/** At least this share of the picture stays visible on each axis, in percent. */
export const minVisiblePercent = 1;

const round = (value: number) => Math.round(value * 100) / 100;

/** The crop of the document (fractions of the picture) as percentages cut away per side; no crop cuts nothing. */
export function cropEdges(crop: ImageElement['crop']): CropEdges {
  if (!crop) return { left: 0, top: 0, right: 0, bottom: 0 };
  return {
    left: round(crop.x * 100),
    top: round(crop.y * 100),
    right: round((1 - crop.x - crop.w) * 100),
    bottom: round((1 - crop.y - crop.h) * 100),
  };
}

/**
 * The crop after one side changed to `percent`: the value is clamped so that the opposite side keeps at least
 * `minVisiblePercent` of the picture. Nothing cut away at all is no crop (null).
 */
export function withCropEdge(crop: ImageElement['crop'], edge: CropEdge, percent: number): Crop | null {
  const edges = cropEdges(crop);
  const opposite: Record<CropEdge, CropEdge> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };
  const max = 100 - minVisiblePercent - edges[opposite[edge]];
  edges[edge] = Math.min(Math.max(Number.isFinite(percent) ? percent : 0, 0), max);
  if (edges.left === 0 && edges.top === 0 && edges.right === 0 && edges.bottom === 0) return null;
  return {
    x: edges.left / 100,
    y: edges.top / 100,
    w: (100 - edges.left - edges.right) / 100,
    h: (100 - edges.top - edges.bottom) / 100,
  };
}
