import { z } from 'zod';
import { type DesignDocument, designColor, designDocument, designElement } from './document.ts';
import { designLimits as limits, defaultSafeArea, orientationOf } from './limits.ts';
import { currentDesignSchemaVersion } from './values.ts';

/**
 * Older document formats and the steps that bring each to the next version. A stored document is migrated when it is
 * read (the server answers the current version; the next save stores it); each step is a pure function tested with a
 * fixture of its version (`fixtures/`). A new version adds its predecessor's schema here and one step.
 */

/** Version 1: one page (no slides), a plain background colour, no orientation and no safe area. */
export const designDocumentV1 = z.object({
  schemaVersion: z.literal(1),
  width: z.number().int().min(limits.minSide).max(limits.maxSide),
  height: z.number().int().min(limits.minSide).max(limits.maxSide),
  background: designColor,
  elements: z.array(designElement),
});
export type DesignDocumentV1 = z.infer<typeof designDocumentV1>;

/** v1 -> v2: the page becomes the only slide (10 s), the colour a colour background; orientation from the size. */
export function migrateV1ToV2(doc: DesignDocumentV1): DesignDocument {
  return {
    schemaVersion: 2,
    width: doc.width,
    height: doc.height,
    orientation: orientationOf(doc.width, doc.height),
    background: { type: 'color', color: doc.background },
    safeArea: { ...defaultSafeArea },
    slides: [{ id: 'slide-1', name: '', duration: 10, elements: doc.elements }],
  };
}

const steps: Record<number, { schema: z.ZodType; up: (doc: never) => unknown }> = {
  1: { schema: designDocumentV1, up: migrateV1ToV2 },
};
export const knownDesignSchemaVersions = [...Object.keys(steps).map(Number), currentDesignSchemaVersion];

export type DesignParseResult =
  | { ok: true; document: DesignDocument; migratedFrom: number | null }
  | { ok: false; reason: 'unknownVersion'; version: unknown }
  | { ok: false; reason: 'invalid'; error: z.ZodError };

/**
 * Reads a document of any known version: validates it in its own version's schema, migrates it step by step and
 * validates the result as the current version. An unknown or future `schemaVersion` is refused, never guessed.
 */
export function parseDesignDocument(raw: unknown): DesignParseResult {
  const version = typeof raw === 'object' && raw !== null ? (raw as { schemaVersion?: unknown }).schemaVersion : null;
  if (typeof version !== 'number' || !knownDesignSchemaVersions.includes(version)) {
    return { ok: false, reason: 'unknownVersion', version };
  }
  let doc: unknown = raw;
  for (let v = version; v < currentDesignSchemaVersion; v += 1) {
    const step = steps[v];
    const parsed = step.schema.safeParse(doc);
    if (!parsed.success) return { ok: false, reason: 'invalid', error: parsed.error };
    doc = step.up(parsed.data as never);
  }
  const parsed = designDocument.safeParse(doc);
  if (!parsed.success) return { ok: false, reason: 'invalid', error: parsed.error };
  return { ok: true, document: parsed.data, migratedFrom: version === currentDesignSchemaVersion ? null : version };
}

/**
 * The request body's document: any known version, answered as the current one. An unknown version is one issue on
 * `schemaVersion` with the message key `validation.designUnknownVersion`.
 */
export const designDocumentInput = z.unknown().transform((raw, ctx): DesignDocument => {
  const result = parseDesignDocument(raw);
  if (result.ok) return result.document;
  if (result.reason === 'unknownVersion') {
    ctx.addIssue({ code: 'custom', message: 'validation.designUnknownVersion', path: ['schemaVersion'] });
  } else {
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  }
  return z.NEVER;
});
