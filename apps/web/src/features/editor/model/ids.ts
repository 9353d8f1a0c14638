import type { DesignDocument, DesignElement } from '@plakat/shared';
import { collectIds, type Elements } from './tree.ts';

/** Short random ids ([a-z0-9], 10 characters) checked against the ones taken, so a document's ids stay unique. */
export function newId(taken: Set<string>, prefix = 'e'): string {
  for (;;) {
    const id = `${prefix}${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** Every element id of the document (all slides, through groups) and its slide ids. */
export function takenIds(doc: DesignDocument): Set<string> {
  const taken = new Set<string>();
  for (const slide of doc.slides) {
    taken.add(slide.id);
    collectIds(slide.elements, taken);
  }
  return taken;
}

/** The same elements with new ids throughout (groups' children too), for duplicates and pastes. */
export function withNewIds(elements: Elements, taken: Set<string>): DesignElement[] {
  return elements.map((element) =>
    element.type === 'group'
      ? { ...element, id: newId(taken), children: withNewIds(element.children, taken) }
      : { ...element, id: newId(taken) },
  );
}
