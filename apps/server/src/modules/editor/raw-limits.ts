import { designLimits } from '@plakat/shared';

type RawElement = { children?: unknown };

/**
 * Counts the elements of a document as it arrived, before any validation (every slide's elements and every group's
 * children), stopping once it passed `limit`: the 10,000-item list is refused without parsing its items.
 */
export function rawElementCount(document: unknown, limit = designLimits.maxElements): number {
  const slides = (document as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return 0;
  let count = 0;
  const pending: unknown[][] = [];
  for (const slide of slides) {
    const elements = (slide as { elements?: unknown } | null)?.elements;
    if (Array.isArray(elements)) pending.push(elements);
  }
  while (pending.length > 0 && count <= limit) {
    const list = pending.pop() as unknown[];
    count += list.length;
    for (const element of list) {
      const children = (element as RawElement | null)?.children;
      if (Array.isArray(children)) pending.push(children);
    }
  }
  return count;
}

/** UTF-8 bytes of the document's JSON, as it would be stored. */
export const rawDocumentBytes = (document: unknown) => Buffer.byteLength(JSON.stringify(document) ?? '', 'utf8');

/** Which limit a document breaks before it is validated: too many bytes, too many elements, or none. */
export function brokenLimit(document: unknown): 'documentTooLarge' | 'tooManyElements' | null {
  if (rawDocumentBytes(document) > designLimits.maxDocumentBytes) return 'documentTooLarge';
  if (rawElementCount(document) > designLimits.maxElements) return 'tooManyElements';
  return null;
}
