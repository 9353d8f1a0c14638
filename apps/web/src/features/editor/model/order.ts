import type { DesignElement } from '@plakat/shared';
import { roundPx } from './geometry.ts';
import { refitGroups } from './grouping.ts';
import { type Elements, locateElement, updateChildren } from './tree.ts';

/**
 * The z-order: an element's place in its list (slide or group), the last drawn on top. Each operation moves the
 * selected elements within the list they are in; elements of several groups each move within their own.
 */
export type ZOrderMove = 'forward' | 'backward' | 'front' | 'back';

export function changeZOrder(elements: Elements, ids: readonly string[], move: ZOrderMove): DesignElement[] {
  const selected = new Set(ids);
  return eachList(elements, (list) => (list.some((e) => selected.has(e.id)) ? reorder(list, selected, move) : list));
}

function reorder(list: Elements, selected: Set<string>, move: ZOrderMove): DesignElement[] {
  const next = [...list];
  const isSelected = (index: number) => selected.has(next[index].id);
  if (move === 'front') return [...next.filter((e) => !selected.has(e.id)), ...next.filter((e) => selected.has(e.id))];
  if (move === 'back') return [...next.filter((e) => selected.has(e.id)), ...next.filter((e) => !selected.has(e.id))];
  if (move === 'forward') {
    for (let i = next.length - 2; i >= 0; i -= 1) {
      if (isSelected(i) && !isSelected(i + 1)) [next[i], next[i + 1]] = [next[i + 1], next[i]];
    }
  } else {
    for (let i = 1; i < next.length; i += 1) {
      if (isSelected(i) && !isSelected(i - 1)) [next[i], next[i - 1]] = [next[i - 1], next[i]];
    }
  }
  return next.every((e, i) => e === list[i]) ? (list as DesignElement[]) : next;
}

function eachList(elements: Elements, change: (list: Elements) => Elements): DesignElement[] {
  const children = elements.map((element) => {
    if (element.type !== 'group') return element;
    const inner = eachList(element.children, change);
    return inner === element.children ? element : { ...element, children: inner };
  });
  const own = children.every((e, i) => e === elements[i]) ? elements : children;
  return change(own) as DesignElement[];
}

/**
 * The layers panel's drag: puts the element at `index` of the list of `parentId` (null: the slide), counted in array
 * order (0 at the bottom) after it was taken out. Across groups it keeps its place on the artboard. A group never
 * goes into itself or its own children.
 */
export function moveToLayer(elements: Elements, id: string, parentId: string | null, index: number): DesignElement[] {
  const from = locateElement(elements, id);
  if (!from) return elements as DesignElement[];
  let targetOffset = { x: 0, y: 0 };
  if (parentId !== null) {
    const target = locateElement(elements, parentId);
    if (target?.element.type !== 'group') return elements as DesignElement[];
    if (parentId === id || (from.element.type === 'group' && locateElement(from.element.children, parentId))) {
      return elements as DesignElement[];
    }
    targetOffset = { x: target.offset.x + target.element.x, y: target.offset.y + target.element.y };
  }
  const moved = {
    ...from.element,
    x: roundPx(from.element.x + from.offset.x - targetOffset.x),
    y: roundPx(from.element.y + from.offset.y - targetOffset.y),
  } as DesignElement;
  const without = updateChildren(elements, from.parentId, (list) => list.filter((e) => e.id !== id));
  const inserted = updateChildren(without, parentId, (list) => {
    const at = Math.max(0, Math.min(index, list.length));
    return [...list.slice(0, at), moved, ...list.slice(at)];
  });
  return refitGroups(inserted);
}
