import type { DesignElement } from '@plakat/shared';

/** An axis-parallel box in artboard pixels. */
export type Box = { x: number; y: number; w: number; h: number };

/**
 * The box an element covers on screen: its own box when it is not rotated, else the bounding box of its corners
 * turned around the top-left corner (konva's rotation: degrees clockwise, y pointing down).
 */
export function boxOf(element: Pick<DesignElement, 'x' | 'y' | 'w' | 'h' | 'rotation'>): Box {
  const { x, y, w, h, rotation } = element;
  if (!rotation || rotation % 360 === 0) return { x, y, w, h };
  const rad = (rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const corners = [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ].map(([cx, cy]) => [x + cx * cos - cy * sin, y + cx * sin + cy * cos]);
  const xs = corners.map(([px]) => px);
  const ys = corners.map(([, py]) => py);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, w: Math.max(...xs) - left, h: Math.max(...ys) - top };
}

/** The smallest box around all of them; null for none. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.w);
    bottom = Math.max(bottom, box.y + box.h);
  }
  return { x: left, y: top, w: right - left, h: bottom - top };
}

export const translateBox = (box: Box, dx: number, dy: number): Box => ({ ...box, x: box.x + dx, y: box.y + dy });

/** Rounds to 1/100 pixel, so repeated moves and scales do not pile up floating point noise in the document. */
export const roundPx = (value: number) => Math.round(value * 100) / 100;
