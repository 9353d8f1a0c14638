import type { DesignDocument, DesignElement } from './document.ts';

/**
 * Walking a document's elements, without its schema (no zod): the web app's editor and canvas use these on every
 * page of the editor, and zod loads only where a document is checked.
 */
function* walk(elements: readonly DesignElement[], depth = 1): Generator<[DesignElement, number]> {
  for (const element of elements) {
    yield [element, depth];
    if (element.type === 'group') yield* walk(element.children, depth + 1);
  }
}

/** Every element of every slide, groups and their children included, with its depth (1: on the slide). */
export function* eachElement(slides: readonly { elements: readonly DesignElement[] }[]) {
  for (const slide of slides) yield* walk(slide.elements);
}

/** How many elements the slides hold (groups count, and so do their children) and how deep groups nest. */
export function countElements(slides: readonly { elements: readonly DesignElement[] }[]) {
  let elements = 0;
  let depth = 0;
  for (const [, d] of eachElement(slides)) {
    elements += 1;
    depth = Math.max(depth, d);
  }
  return { elements, depth };
}

/** The media pool files a document uses (images and the background image), each once. */
export function mediaIdsOf(doc: DesignDocument): string[] {
  const ids = new Set<string>();
  if (doc.background.type === 'image') ids.add(doc.background.mediaId);
  for (const [element] of eachElement(doc.slides)) if (element.type === 'image') ids.add(element.mediaId);
  return [...ids];
}
