import type { DesignElement } from '@plakat/shared';
import { roundPx } from './geometry.ts';
import { withNewIds } from './ids.ts';
import { refitGroups } from './grouping.ts';
import { type Elements, locateElement, updateChildren } from './tree.ts';

/** How far a duplicate or a paste lands from its original, right and down, in artboard pixels. */
export const duplicateOffset = 20;

/**
 * Duplicates the elements (groups with their children) with new ids, 20 px right and down, each right above its
 * original. Returns the copies' ids, to select them.
 */
export function duplicateElements(
  elements: Elements,
  ids: readonly string[],
  taken: Set<string>,
): { elements: DesignElement[]; ids: string[] } {
  let next = elements as DesignElement[];
  const copies: string[] = [];
  for (const id of ids) {
    const location = locateElement(next, id);
    if (!location) continue;
    const [copy] = withNewIds([location.element], taken);
    const shifted = {
      ...copy,
      x: roundPx(copy.x + duplicateOffset),
      y: roundPx(copy.y + duplicateOffset),
    } as DesignElement;
    next = updateChildren(next, location.parentId, (list) => {
      const at = list.findIndex((e) => e.id === id) + 1;
      return [...list.slice(0, at), shifted, ...list.slice(at)];
    });
    copies.push(shifted.id);
  }
  return { elements: refitGroups(next), ids: copies };
}

/** What the editor puts on the clipboard (as JSON text): elements in artboard coordinates, from any group. */
export type ClipboardPayload = { kind: 'plakat-design-elements'; schemaVersion: 2; elements: DesignElement[] };

/** The selected elements as the clipboard's payload (null for nothing selected). */
export function copyPayload(elements: Elements, ids: readonly string[]): ClipboardPayload | null {
  const copied = ids.flatMap((id) => {
    const location = locateElement(elements, id);
    if (!location) return [];
    const { element, offset } = location;
    return [{ ...element, x: element.x + offset.x, y: element.y + offset.y } as DesignElement];
  });
  return copied.length ? { kind: 'plakat-design-elements', schemaVersion: 2, elements: copied } : null;
}

/**
 * Pastes on top of the slide with new ids, `times` x 20 px from where they were copied (the first paste 20 px,
 * the next 40 px …), so repeated pastes do not stack invisibly. Returns the new ids, to select them.
 */
export function pasteElements(
  elements: Elements,
  payload: ClipboardPayload,
  taken: Set<string>,
  times = 1,
): { elements: DesignElement[]; ids: string[] } {
  const shift = duplicateOffset * times;
  const pasted = withNewIds(payload.elements, taken).map(
    (element) => ({ ...element, x: roundPx(element.x + shift), y: roundPx(element.y + shift) }) as DesignElement,
  );
  return { elements: [...elements, ...pasted], ids: pasted.map((element) => element.id) };
}
