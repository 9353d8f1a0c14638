import type { ClockElement, DateElement, DesignElement } from '../editor/document.ts';

/** A published design's live elements as the player draws them over the picture: absolute, in the design's pixels. */
export type LiveElement = ClockElement | DateElement;
export type LiveLayer = { width: number; height: number; elements: LiveElement[] };

/**
 * The clock and date elements of a design's published slide, flattened out of their groups: a child's position is
 * relative to its group, so the groups' offsets are added; an invisible group hides its children, and opacities
 * multiply. Rotated groups are not turned (the editor keeps live elements upright in practice). Pure and without zod,
 * so the web player can use it too.
 */
export function liveElementsOf(
  slide: { elements: readonly DesignElement[] },
  size: { width: number; height: number },
): LiveLayer {
  const elements: LiveElement[] = [];
  const walk = (list: readonly DesignElement[], dx: number, dy: number, opacity: number) => {
    for (const element of list) {
      if (!element.visible) continue;
      if (element.type === 'group') {
        walk(element.children, dx + element.x, dy + element.y, opacity * element.opacity);
      } else if (element.type === 'clock' || element.type === 'date') {
        elements.push({ ...element, x: element.x + dx, y: element.y + dy, opacity: element.opacity * opacity });
      }
    }
  };
  walk(slide.elements, 0, 0, 1);
  return { width: size.width, height: size.height, elements };
}
