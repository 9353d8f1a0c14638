import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designLimits } from '@plakat/shared';
import { designRevisions, designs } from '../../../db/schema/index.ts';
import { type EditorTestWorld, editorTestWorld, textElement } from '../test-world.ts';

let w: EditorTestWorld;
beforeAll(async () => {
  w = await editorTestWorld();
});
afterAll(() => w.t.close());

const revisionsOf = async (id: string) =>
  (await w.t.db.select().from(designRevisions).where(eq(designRevisions.designId, id))).map((r) => r.number).sort();
const withElements = (doc: Record<string, unknown>, elements: unknown[]) => ({
  ...doc,
  slides: [{ id: 'slide-1', duration: 10, elements }],
});

describe('GET /designs/{id}', () => {
  it('answers the draft, a stored version 1 document migrated to version 2', async () => {
    const design = await w.createDesign({ name: 'Old one' });
    const v1 = { schemaVersion: 1, width: 1920, height: 1080, background: '#ff0000', elements: [textElement('a')] };
    const [rev] = await w.t.db
      .insert(designRevisions)
      .values({ designId: design.id, number: 2, document: v1, byteSize: 1, elementCount: 1 })
      .returning();
    await w.t.db.update(designs).set({ draftRevisionId: rev.id }).where(eq(designs.id, design.id));
    const res = await w.send('GET', `/designs/${design.id}`, w.editOnlyToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().design).toMatchObject({
      revision: 2,
      document: {
        schemaVersion: 2,
        orientation: 'landscape',
        background: { type: 'color', color: '#ff0000' },
        slides: [{ elements: [{ id: 'a', text: 'Hello' }] }],
      },
    });
  });

  it('404 for another company’s design, 403 without a key, 400 for a bad id', async () => {
    const theirs = await w.createDesign({}, w.otherToken);
    expect((await w.send('GET', `/designs/${theirs.id}`, w.ownerToken)).statusCode).toBe(404);
    expect((await w.send('GET', `/designs/${theirs.id}`, w.noKeysToken)).statusCode).toBe(403);
    expect((await w.send('GET', '/designs/x', w.ownerToken)).statusCode).toBe(400);
  });
});

describe('PUT /designs/{id}/document', () => {
  it('saves a new revision on top of the draft; an equal document makes none; markup and RTL stay text', async () => {
    const design = await w.createDesign();
    const far = { ...textElement('far', '<b>مرحبا</b> <script>x</script>'), x: -50_000, y: 90_000 };
    const doc = withElements(design.document, [far]);
    const saved = await w.save(design.id, 1, doc, w.editOnlyToken);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 2, saved: true });
    const again = await w.save(design.id, 2, doc);
    expect(again.json()).toMatchObject({ revision: 2, saved: false });
    expect(await revisionsOf(design.id)).toEqual([1, 2]);
    const read = (await w.send('GET', `/designs/${design.id}`, w.ownerToken)).json().design;
    expect(read.document.slides[0].elements[0]).toMatchObject({ x: -50_000, y: 90_000, text: far.text });
    // A save may change the artboard: the design follows it.
    const portrait = { ...doc, width: 1080, height: 1920, orientation: 'portrait' };
    expect((await w.save(design.id, 2, portrait)).json().revision).toBe(3);
    const listed = (await w.send('GET', '/designs', w.ownerToken))
      .json()
      .items.find((i: { id: string }) => i.id === design.id);
    expect(listed).toMatchObject({ width: 1080, height: 1920, orientation: 'portrait', revision: 3 });
  });

  it('409 on a stale base revision, with who changed it and when; nothing is stored', async () => {
    const design = await w.createDesign();
    expect((await w.save(design.id, 1, withElements(design.document, [textElement('a')]))).statusCode).toBe(200);
    const stale = await w.save(design.id, 1, withElements(design.document, [textElement('b')]), w.ownerToken, 'de');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ currentRevision: 2 });
    expect(stale.json().message).toContain('Version 2');
    expect(typeof stale.json().updatedAt).toBe('string');
    expect(stale.json()).toHaveProperty('updatedBy');
    expect(await revisionsOf(design.id)).toEqual([1, 2]);
  });

  it('400 for an unknown or future schemaVersion with the translated message; 400 for a broken document', async () => {
    const design = await w.createDesign();
    for (const schemaVersion of [99, 0, '2', undefined]) {
      const res = await w.save(design.id, 1, { ...design.document, schemaVersion }, w.ownerToken, 'de');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: 'document.schemaVersion',
        message: 'Dieses Design wurde in einem Format gespeichert, das diese Version von Plakat nicht kennt',
      });
    }
    const broken = withElements(design.document, [{ ...textElement('a'), color: 'red' }]);
    expect((await w.save(design.id, 1, broken)).statusCode).toBe(400);
    expect((await w.save(design.id, 0, design.document)).statusCode).toBe(400);
    expect(await revisionsOf(design.id)).toEqual([1]);
  });

  it('413 for 10,000 elements or a document over the size limit, before validation', async () => {
    const design = await w.createDesign();
    const many = withElements(
      design.document,
      Array.from({ length: 10_000 }, () => ({ type: 'nonsense' })),
    );
    const tooMany = await w.save(design.id, 1, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(
      `The design has too many elements: at most ${designLimits.maxElements} are allowed.`,
    );
    const big = withElements(design.document, [textElement('a', 'x'.repeat(designLimits.maxDocumentBytes))]);
    const tooBig = await w.save(design.id, 1, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('too large');
    const huge = await w.t.app.inject({
      method: 'PUT',
      url: `/api/designs/${design.id}/document`,
      headers: { authorization: `Bearer ${w.ownerToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ baseRevision: 1, document: 'x'.repeat(designLimits.maxDocumentBytes * 2) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await revisionsOf(design.id)).toEqual([1]);
  });

  it('404 naming media ids that are not files of the own pool; the own (also deleted) files are fine', async () => {
    const design = await w.createDesign();
    const mine = await w.addFile();
    const theirs = await w.addFile(w.other.company.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const image = (id: string, mediaId: string) => ({ type: 'image', id, x: 0, y: 0, w: 100, h: 100, mediaId });
    const bad = withElements(design.document, [image('a', mine.id), image('b', theirs.id), image('c', unknown)]);
    const res = await w.save(design.id, 1, bad);
    expect(res.statusCode).toBe(404);
    expect(res.json().missingMediaIds.sort()).toEqual([theirs.id, unknown].sort());
    expect(res.json().message).toContain(theirs.id);
    const background = { type: 'image', mediaId: theirs.id, color: '#000000' };
    expect((await w.save(design.id, 1, { ...design.document, background })).statusCode).toBe(404);
    expect(await revisionsOf(design.id)).toEqual([1]);
    const good = withElements({ ...design.document, background: { ...background, mediaId: mine.id } }, [
      image('a', mine.id),
    ]);
    expect((await w.save(design.id, 1, good)).statusCode).toBe(200);
  });

  it('404 for another company’s design, 403 without ADDSPOT_EDIT_IN_EDITOR (before the body is read)', async () => {
    const theirs = await w.createDesign({}, w.otherToken);
    expect((await w.save(theirs.id, 1, theirs.document)).statusCode).toBe(404);
    expect((await w.save(theirs.id, 1, theirs.document, w.createOnlyToken)).statusCode).toBe(403);
    expect((await w.save(theirs.id, 1, { schemaVersion: 99 }, w.noKeysToken)).statusCode).toBe(403);
  });
});
