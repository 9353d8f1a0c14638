import type { DesignElement } from '@plakat/shared';
import { type Box, boxOf, roundPx, unionBox } from './geometry.ts';
import { refitGroups } from './grouping.ts';
import { commonParent, type Elements, locateElement, mapElements } from './tree.ts';

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';
export type Artboard = { width: number; height: number };

/**
 * Aligns the elements' visible boxes (rotation included): to the selection's box when several are selected, to the
 * artboard when one is. The elements must share a parent (the slide or one group); otherwise nothing changes.
 */
export function alignElements(
  elements: Elements,
  ids: readonly string[],
  alignment: Alignment,
  artboard: Artboard,
): DesignElement[] {
  const parentId = commonParent(elements, ids);
  if (parentId === undefined || ids.length === 0) return elements as DesignElement[];
  const boxes = new Map(ids.map((id) => [id, boxOf(locateElement(elements, id)!.element)]));
  let target: Box;
  if (ids.length === 1) {
    // The artboard in the parent group's coordinates.
    const offset = locateElement(elements, ids[0])!.offset;
    target = { x: -offset.x, y: -offset.y, w: artboard.width, h: artboard.height };
  } else {
    target = unionBox([...boxes.values()])!;
  }
  const shift = (box: Box): [number, number] => {
    switch (alignment) {
      case 'left':
        return [target.x - box.x, 0];
      case 'center':
        return [target.x + target.w / 2 - (box.x + box.w / 2), 0];
      case 'right':
        return [target.x + target.w - (box.x + box.w), 0];
      case 'top':
        return [0, target.y - box.y];
      case 'middle':
        return [0, target.y + target.h / 2 - (box.y + box.h / 2)];
      case 'bottom':
        return [0, target.y + target.h - (box.y + box.h)];
    }
  };
  return shiftEach(elements, new Map([...boxes].map(([id, box]) => [id, shift(box)])));
}

/**
 * Spreads three or more elements so the gaps between their boxes are equal; the first and the last (by position)
 * stay where they are. Fewer than three, or elements of different parents: nothing changes.
 */
export function distributeElements(elements: Elements, ids: readonly string[], axis: DistributeAxis): DesignElement[] {
  if (ids.length < 3 || commonParent(elements, ids) === undefined) return elements as DesignElement[];
  const horizontal = axis === 'horizontal';
  const start = (box: Box) => (horizontal ? box.x : box.y);
  const size = (box: Box) => (horizontal ? box.w : box.h);
  const items = ids
    .map((id) => ({ id, box: boxOf(locateElement(elements, id)!.element) }))
    .sort((a, b) => start(a.box) - start(b.box) || size(a.box) - size(b.box));
  const first = items[0].box;
  const last = items[items.length - 1].box;
  const span = start(last) + size(last) - start(first);
  const gap = (span - items.reduce((sum, item) => sum + size(item.box), 0)) / (items.length - 1);
  const shifts = new Map<string, [number, number]>();
  let cursor = start(first);
  for (const item of items) {
    const delta = cursor - start(item.box);
    shifts.set(item.id, horizontal ? [delta, 0] : [0, delta]);
    cursor += size(item.box) + gap;
  }
  return shiftEach(elements, shifts);
}

function shiftEach(elements: Elements, shifts: Map<string, [number, number]>): DesignElement[] {
  const moved = mapElements(elements, (element) => {
    const shift = shifts.get(element.id);
    if (!shift) return element;
    const x = roundPx(element.x + shift[0]);
    const y = roundPx(element.y + shift[1]);
    return x === element.x && y === element.y ? element : { ...element, x, y };
  });
  return refitGroups(moved);
}
