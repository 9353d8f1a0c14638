import {
  type DesignDocument,
  type DesignStart,
  countElements,
  currentDesignSchemaVersion,
  defaultSafeArea,
  orientationOf,
  presetSize,
} from '@plakat/shared';

/** An empty white document of a size: one slide of 10 seconds, the default safe area. */
export function blankDocument(width: number, height: number): DesignDocument {
  return {
    schemaVersion: currentDesignSchemaVersion,
    width,
    height,
    orientation: orientationOf(width, height),
    background: { type: 'color', color: '#ffffff' },
    safeArea: { ...defaultSafeArea },
    slides: [{ id: 'slide-1', name: '', duration: 10, elements: [] }],
  };
}

/** The size a new design starts with from a preset or a custom size (a template brings its own). */
export function sizeOf(start: Exclude<DesignStart, { templateId: string }>) {
  if ('preset' in start) return presetSize(start.preset, start.orientation);
  return { width: start.width, height: start.height };
}

/** What a revision stores besides the document: its serialized size and its element count. */
export function measureDocument(document: unknown) {
  const json = JSON.stringify(document);
  const slides = (document as Partial<DesignDocument>).slides ?? [];
  return { byteSize: Buffer.byteLength(json, 'utf8'), elementCount: countElements(slides).elements, json };
}
