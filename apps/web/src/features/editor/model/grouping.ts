import type { DesignElement, GroupElement } from '@plakat/shared';
import { boxOf, roundPx, unionBox } from './geometry.ts';
import { commonParent, type Elements, findElement, updateChildren } from './tree.ts';

/**
 * Group and ungroup. A group's children are positioned relative to the group's top-left corner and the group's box is
 * their bounding box. Ungrouping gives the children back their artboard (parent) coordinates; only an unrotated group
 * can be ungrouped (the rule: turning a rotated group's children into free elements would need each child's rotation
 * and position recomputed around a different centre, so the editor disables "ungroup" for a rotated group).
 */
export function groupElements(
  elements: Elements,
  ids: readonly string[],
  groupId: string,
): { elements: DesignElement[]; groupId: string | null } {
  const parentId = commonParent(elements, ids);
  if (parentId === undefined || ids.length < 2) return { elements: elements as DesignElement[], groupId: null };
  const selected = new Set(ids);
  const next = updateChildren(elements, parentId, (children) => {
    const members = children.filter((element) => selected.has(element.id));
    const box = unionBox(members.map(boxOf))!;
    const group: GroupElement = {
      type: 'group',
      id: groupId,
      name: '',
      x: roundPx(box.x),
      y: roundPx(box.y),
      w: roundPx(box.w),
      h: roundPx(box.h),
      rotation: 0,
      opacity: 1,
      locked: false,
      visible: true,
      children: members.map((m) => ({ ...m, x: roundPx(m.x - box.x), y: roundPx(m.y - box.y) })),
    };
    // The group takes the place of its topmost member, so it stays above what that member was above.
    const top = children.findLastIndex((element) => selected.has(element.id));
    const result: DesignElement[] = [];
    children.forEach((element, index) => {
      if (index === top) result.push(group);
      else if (!selected.has(element.id)) result.push(element);
    });
    return result;
  });
  return { elements: next, groupId };
}

export const canUngroup = (element: DesignElement | null): element is GroupElement =>
  element?.type === 'group' && (element.rotation ?? 0) % 360 === 0;

/** Replaces the group by its children in its place; their look stays (opacity multiplied, hidden or locked kept). */
export function ungroupElement(elements: Elements, groupId: string): { elements: DesignElement[]; ids: string[] } {
  const group = findElement(elements, groupId);
  if (!canUngroup(group)) return { elements: elements as DesignElement[], ids: [] };
  const parentId = commonParent(elements, [groupId]) ?? null;
  const freed = group.children.map(
    (child) =>
      ({
        ...child,
        x: roundPx(child.x + group.x),
        y: roundPx(child.y + group.y),
        opacity: child.opacity * group.opacity,
        visible: child.visible && group.visible,
        locked: child.locked || group.locked,
      }) as DesignElement,
  );
  const next = updateChildren(elements, parentId, (children) =>
    children.flatMap((element) => (element.id === groupId ? freed : [element])),
  );
  return { elements: next, ids: freed.map((child) => child.id) };
}

/**
 * Makes every unrotated group's box the bounding box of its children again after they moved or changed size:
 * the group moves to the children's top-left corner and the children shift back by as much, so nothing moves on
 * screen. A rotated group keeps its box (moving its origin would move it on screen).
 */
export function refitGroups(elements: Elements): DesignElement[] {
  let changed = false;
  const next = elements.map((element) => {
    if (element.type !== 'group') return element;
    const children = refitGroups(element.children);
    let group: GroupElement = children === element.children ? element : { ...element, children };
    const box = unionBox(children.map(boxOf));
    if (box && !(element.rotation % 360)) {
      const dx = roundPx(box.x);
      const dy = roundPx(box.y);
      if (dx !== 0 || dy !== 0 || roundPx(box.w) !== group.w || roundPx(box.h) !== group.h) {
        group = {
          ...group,
          x: roundPx(group.x + dx),
          y: roundPx(group.y + dy),
          w: roundPx(box.w),
          h: roundPx(box.h),
          children: children.map((child) => ({ ...child, x: roundPx(child.x - dx), y: roundPx(child.y - dy) })),
        };
      }
    }
    if (group !== element) changed = true;
    return group;
  });
  return changed ? next : (elements as DesignElement[]);
}
