import type { DesignElement } from '@plakat/shared';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * An element resized with the group it sits in: positions and sizes scale by the group's factors (x along the width,
 * y along the height), and what has a size of its own (font size, stroke width, corner radius) by their geometric
 * mean, so a group resized by a corner (one factor) keeps its look. Children of groups scale likewise.
 */
export function scaleElement(element: DesignElement, sx: number, sy: number): DesignElement {
  const s = Math.sqrt(sx * sy);
  const box = { ...element, x: element.x * sx, y: element.y * sy, w: element.w * sx, h: element.h * sy };
  switch (box.type) {
    case 'text':
    case 'clock':
    case 'date':
      return { ...box, fontSize: clamp(box.fontSize * s, 1, 2000) };
    case 'shape':
      return { ...box, strokeWidth: clamp(box.strokeWidth * s, 0, 500), cornerRadius: box.cornerRadius * s };
    case 'line':
      return { ...box, strokeWidth: clamp(box.strokeWidth * s, 0.01, 500) };
    case 'group':
      return { ...box, children: box.children.map((child) => scaleElement(child, sx, sy)) };
    default:
      return box;
  }
}
