import type { DesignElement, GroupElement } from '@plakat/shared';

/**
 * Finding and changing elements by id through groups. Every function is pure: it returns new arrays and objects along
 * the changed path and shares the untouched ones, so React and the undo history can compare by reference.
 */
export type Elements = readonly DesignElement[];

/** Where an element sits: the group holding it (null: the slide itself), its index there and its parents' offset. */
export type ElementLocation = {
  element: DesignElement;
  parentId: string | null;
  index: number;
  /** The sum of its parent groups' x and y: add it to the element's x and y for artboard coordinates. */
  offset: { x: number; y: number };
};

export function locateElement(elements: Elements, id: string): ElementLocation | null {
  const search = (list: Elements, parentId: string | null, ox: number, oy: number): ElementLocation | null => {
    for (let index = 0; index < list.length; index += 1) {
      const element = list[index];
      if (element.id === id) return { element, parentId, index, offset: { x: ox, y: oy } };
      if (element.type === 'group') {
        const found = search(element.children, element.id, ox + element.x, oy + element.y);
        if (found) return found;
      }
    }
    return null;
  };
  return search(elements, null, 0, 0);
}

export const findElement = (elements: Elements, id: string): DesignElement | null =>
  locateElement(elements, id)?.element ?? null;

/** Changes the element with that id wherever it sits; the same array when there is none (or nothing changed). */
export function updateElement(elements: Elements, id: string, change: (element: DesignElement) => DesignElement) {
  return mapElements(elements, (element) => (element.id === id ? change(element) : element));
}

/** Applies `change` to every element (children first, then their group); keeps unchanged branches by reference. */
export function mapElements(elements: Elements, change: (element: DesignElement) => DesignElement): DesignElement[] {
  let changed = false;
  const next = elements.map((element) => {
    let current = element;
    if (current.type === 'group') {
      const children = mapElements(current.children, change);
      if (children !== current.children) current = { ...current, children };
    }
    const result = change(current);
    if (result !== element) changed = true;
    return result;
  });
  return changed ? next : (elements as DesignElement[]);
}

/** Removes the elements with these ids (a removed group takes its children along). */
export function removeElements(elements: Elements, ids: Iterable<string>): DesignElement[] {
  const remove = new Set(ids);
  const prune = (list: Elements): DesignElement[] => {
    let changed = false;
    const next: DesignElement[] = [];
    for (const element of list) {
      if (remove.has(element.id)) {
        changed = true;
        continue;
      }
      if (element.type === 'group') {
        const children = prune(element.children);
        if (children !== element.children) {
          changed = true;
          next.push({ ...element, children });
          continue;
        }
      }
      next.push(element);
    }
    return changed ? next : (list as DesignElement[]);
  };
  return prune(elements);
}

/** The list an element lives in: the slide's (parentId null) or a group's children. */
export function childrenOf(elements: Elements, parentId: string | null): Elements | null {
  if (parentId === null) return elements;
  const parent = findElement(elements, parentId);
  return parent?.type === 'group' ? parent.children : null;
}

/** Replaces the list of the slide (parentId null) or of a group. */
export function updateChildren(
  elements: Elements,
  parentId: string | null,
  change: (children: Elements) => DesignElement[],
): DesignElement[] {
  if (parentId === null) return change(elements);
  return updateElement(elements, parentId, (parent) =>
    parent.type === 'group' ? ({ ...parent, children: change(parent.children) } as GroupElement) : parent,
  );
}

/**
 * The common parent of these ids when they all share one (null: the slide), else undefined. Operations that
 * arrange elements against each other (group, align, distribute, z-order) work on siblings only.
 */
export function commonParent(elements: Elements, ids: readonly string[]): string | null | undefined {
  let parent: string | null | undefined;
  for (const id of ids) {
    const location = locateElement(elements, id);
    if (!location) return undefined;
    if (parent !== undefined && parent !== location.parentId) return undefined;
    parent = location.parentId;
  }
  return parent;
}

/** Every id in the tree, groups' children included. */
export function collectIds(elements: Elements, into = new Set<string>()): Set<string> {
  for (const element of elements) {
    into.add(element.id);
    if (element.type === 'group') collectIds(element.children, into);
  }
  return into;
}
