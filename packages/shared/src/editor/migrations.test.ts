import { describe, expect, it } from 'vitest';
import { designDocument } from './document.ts';
import { currentDesignSchemaVersion } from './values.ts';
import v1 from './fixtures/v1.json';
import v2 from './fixtures/v2.json';
import {
  designDocumentInput,
  designDocumentV1,
  knownDesignSchemaVersions,
  migrateV1ToV2,
  parseDesignDocument,
} from './migrations.ts';

describe('design document migrations', () => {
  it('knows a fixture of every version', () => {
    const fixtures: Record<number, unknown> = { 1: v1, 2: v2 };
    expect(knownDesignSchemaVersions).toEqual([1, 2]);
    for (const version of knownDesignSchemaVersions) {
      const result = parseDesignDocument(fixtures[version]);
      expect(result.ok, `version ${version}`).toBe(true);
    }
  });

  it('v1 -> v2: the page becomes the only slide, the colour a colour background, orientation from the size', () => {
    const doc = migrateV1ToV2(designDocumentV1.parse(v1));
    expect(doc).toMatchObject({
      schemaVersion: 2,
      width: 1080,
      height: 1920,
      orientation: 'portrait',
      background: { type: 'color', color: '#1f4e8c' },
      safeArea: { x: 0.05, y: 0.03 },
    });
    expect(doc.slides).toHaveLength(1);
    expect(doc.slides[0]).toMatchObject({ id: 'slide-1', duration: 10 });
    expect(doc.slides[0].elements.map((e) => e.id)).toEqual(['title', 'band', 'footer']);
    expect(designDocument.safeParse(doc).success).toBe(true);
  });

  it('reads a v1 document as the current version, with its elements and their defaults', () => {
    const result = parseDesignDocument(v1);
    if (!result.ok) throw new Error('v1 fixture refused');
    expect(result.migratedFrom).toBe(1);
    expect(result.document.schemaVersion).toBe(currentDesignSchemaVersion);
    const footer = result.document.slides[0].elements[2];
    expect(footer.type === 'group' && footer.children.map((c) => c.type)).toEqual(['clock', 'date']);
    expect(footer).toMatchObject({ rotation: 0, locked: false, visible: true });
  });

  it('reads the current version without migrating it', () => {
    const result = parseDesignDocument(v2);
    expect(result.ok && result.migratedFrom).toBeNull();
  });

  it('a landscape v1 page becomes landscape; a square one landscape', () => {
    const landscape = parseDesignDocument({ ...v1, width: 1920, height: 1080 });
    expect(landscape.ok && landscape.document.orientation).toBe('landscape');
    const square = parseDesignDocument({ ...v1, width: 1000, height: 1000 });
    expect(square.ok && square.document.orientation).toBe('landscape');
  });

  it('refuses unknown and future versions without guessing', () => {
    for (const schemaVersion of [0, 3, 99, -1, 1.5, '2', null, undefined]) {
      const result = parseDesignDocument({ ...v2, schemaVersion });
      expect(result, String(schemaVersion)).toMatchObject({ ok: false, reason: 'unknownVersion' });
    }
    for (const raw of [null, 'document', 42, []]) {
      expect(parseDesignDocument(raw)).toMatchObject({ ok: false, reason: 'unknownVersion' });
    }
  });

  it('refuses an invalid document of a known version, before and after migrating', () => {
    expect(parseDesignDocument({ ...v1, background: { type: 'color' } })).toMatchObject({ reason: 'invalid' });
    expect(parseDesignDocument({ ...v1, width: 9000 })).toMatchObject({ reason: 'invalid' });
    expect(parseDesignDocument({ ...v2, slides: [] })).toMatchObject({ reason: 'invalid' });
    const duplicate = { ...v1, elements: [v1.elements[0], v1.elements[0]] };
    expect(parseDesignDocument(duplicate)).toMatchObject({ reason: 'invalid' });
  });

  it('the request body schema answers the current version and names an unknown one on schemaVersion', () => {
    expect(designDocumentInput.parse(v1).schemaVersion).toBe(2);
    const future = designDocumentInput.safeParse({ ...v2, schemaVersion: 3 });
    expect(future.success).toBe(false);
    expect(future.error?.issues).toEqual([
      expect.objectContaining({ message: 'validation.designUnknownVersion', path: ['schemaVersion'] }),
    ]);
    const invalid = designDocumentInput.safeParse({ ...v2, width: 8000 });
    expect(invalid.error?.issues[0].path).toEqual(['width']);
  });
});
