/**
 * The design document's fixed values, without its schema (no zod): the editor's panels list them, the schema
 * (document.ts) checks them.
 */
export const currentDesignSchemaVersion = 2;
export const imageFits = ['cover', 'contain', 'fill'] as const;
/** Intl's dateStyle: 26.11.26, 26.11.2026, 26. November 2026, Donnerstag, 26. November 2026. */
export const dateFormats = ['short', 'medium', 'long', 'full'] as const;
export const designElementTypes = ['text', 'image', 'shape', 'line', 'group', 'clock', 'date', 'qr'] as const;

/**
 * Whether an answer of the server holds a document of the current version: it validates and migrates documents on
 * save and read, so the editor only checks the version it is built for (a newer server's document is not guessed).
 */
export const isCurrentDesignDocument = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as { schemaVersion?: unknown }).schemaVersion === currentDesignSchemaVersion;
