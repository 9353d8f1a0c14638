import type { DesignElement } from '@plakat/shared';
import { designLimits } from '@plakat/shared';
import { type Box, roundPx } from './geometry.ts';
import { refitGroups } from './grouping.ts';
import { type Elements, mapElements } from './tree.ts';

const clampCoordinate = (value: number) =>
  roundPx(Math.min(designLimits.maxCoordinate, Math.max(-designLimits.maxCoordinate, value)));
const clampExtent = (value: number) => roundPx(Math.min(designLimits.maxCoordinate, Math.max(1, value)));

/** Moves these elements by (dx, dy) in their parent's coordinates; their groups are refitted around them. */
export function moveElements(elements: Elements, ids: readonly string[], dx: number, dy: number): DesignElement[] {
  if (ids.length === 0 || (dx === 0 && dy === 0)) return elements as DesignElement[];
  const moving = new Set(ids);
  const moved = mapElements(elements, (element) =>
    moving.has(element.id)
      ? { ...element, x: clampCoordinate(element.x + dx), y: clampCoordinate(element.y + dy) }
      : element,
  );
  return refitGroups(moved);
}

/**
 * Gives an element a new box (what the transformer's handles produce), at least 1 px each way. A group scales its
 * children with it: their boxes by the group's factors, text sizes and stroke widths by the smaller factor, so text
 * never spills out of a squeezed box.
 */
export function resizeElement(elements: Elements, id: string, box: Box): DesignElement[] {
  const resized = mapElements(elements, (element) => {
    if (element.id !== id) return element;
    const next = {
      ...element,
      x: clampCoordinate(box.x),
      y: clampCoordinate(box.y),
      w: clampExtent(box.w),
      h: clampExtent(box.h),
    };
    if (next.type !== 'group' || element.w === 0 || element.h === 0) return next;
    return { ...next, children: next.children.map((c) => scaleElement(c, next.w / element.w, next.h / element.h)) };
  });
  return refitGroups(resized);
}

function scaleElement(element: DesignElement, sx: number, sy: number): DesignElement {
  const factor = Math.min(sx, sy);
  const scaled = {
    ...element,
    x: roundPx(element.x * sx),
    y: roundPx(element.y * sy),
    w: clampExtent(element.w * sx),
    h: clampExtent(element.h * sy),
  };
  switch (scaled.type) {
    case 'group':
      return { ...scaled, children: scaled.children.map((child) => scaleElement(child, sx, sy)) };
    case 'text':
    case 'clock':
    case 'date':
      return { ...scaled, fontSize: Math.max(1, roundPx(scaled.fontSize * factor)) };
    case 'shape':
      return { ...scaled, strokeWidth: roundPx(scaled.strokeWidth * factor) };
    case 'line':
      return { ...scaled, strokeWidth: Math.max(0.1, roundPx(scaled.strokeWidth * factor)) };
    default:
      return scaled;
  }
}

/** An angle in degrees as the document keeps it: within (-360, 360), rounded to 1/100 degree. */
export const normalizeRotation = (degrees: number) => roundPx(degrees % 360);

/** Sets an element's rotation (degrees clockwise around its top-left corner, as konva turns it). */
export function rotateElement(elements: Elements, id: string, degrees: number): DesignElement[] {
  const rotation = normalizeRotation(degrees);
  const rotated = mapElements(elements, (element) =>
    element.id === id && element.rotation !== rotation ? { ...element, rotation } : element,
  );
  return refitGroups(rotated);
}

/**
 * Changes an element's own properties (colour, text, font …), typed by the element's type when given
 * (`updateElementProps<ShapeElement>(elements, id, { fill })`); id, type and children are never changed this way.
 */
export function updateElementProps<T extends DesignElement = DesignElement>(
  elements: Elements,
  id: string,
  patch: Partial<Omit<T, 'id' | 'type' | 'children'>>,
): DesignElement[] {
  const updated = mapElements(elements, (element) => {
    if (element.id !== id) return element;
    const { id: _id, type: _type, children: _children, ...rest } = patch as Record<string, unknown>;
    return { ...element, ...rest } as DesignElement;
  });
  return refitGroups(updated);
}
