import { designElement, designLimits } from '@plakat/shared';
import type { ClipboardPayload } from './clipboard.ts';

// Apart from clipboard.ts (and not in model/index.ts): checking pasted text takes the document's schema (zod), which
// the editor loads only when something is pasted.
const payloadElements = designElement.array().min(1).max(designLimits.maxElements);

/** Reads clipboard text: a payload of this editor, or null for anything else (plain text, another app's JSON). */
export function readPayload(text: string): ClipboardPayload | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { kind, schemaVersion, elements } = raw as Partial<Record<keyof ClipboardPayload, unknown>>;
  if (kind !== 'plakat-design-elements' || schemaVersion !== 2) return null;
  const parsed = payloadElements.safeParse(elements);
  return parsed.success ? { kind, schemaVersion, elements: parsed.data } : null;
}
