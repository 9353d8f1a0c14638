import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditorTestWorld, editorTestWorld, textElement } from '../test-world.ts';

let w: EditorTestWorld;
beforeAll(async () => {
  w = await editorTestWorld();
});
afterAll(() => w.t.close());

describe('POST /designs', () => {
  it('starts from a preset, a custom size or a template of the company', async () => {
    const res = await w.send('POST', '/designs?lang=de', w.createOnlyToken, {
      name: 'Speisekarte',
      from: { preset: 'uhd4k', orientation: 'portrait' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Das Design wurde angelegt.');
    const design = res.json().design;
    expect(design).toMatchObject({ name: 'Speisekarte', width: 2160, height: 3840, orientation: 'portrait' });
    expect(design).toMatchObject({ revision: 1, isTemplate: false, published: null });
    expect(design.document).toMatchObject({
      schemaVersion: 2,
      width: 2160,
      height: 3840,
      background: { type: 'color', color: '#ffffff' },
      slides: [{ elements: [] }],
    });

    const custom = await w.createDesign({ name: 'Banner', from: { width: 7680, height: 200 } });
    expect(custom).toMatchObject({ width: 7680, height: 200, orientation: 'landscape' });

    const source = await w.createDesign({ name: 'Opening hours' });
    const document = { ...source.document, slides: [{ id: 's', elements: [textElement('t1', 'Mo–Fr 9–18')] }] };
    expect((await w.save(source.id, 1, document)).statusCode).toBe(200);
    const template = (await w.send('POST', `/designs/${source.id}/template`, w.ownerToken)).json().design;
    expect(template).toMatchObject({ isTemplate: true, name: 'Opening hours', revision: 1 });
    const fromTemplate = await w.createDesign({ name: 'Shop hours', from: { templateId: template.id } });
    expect(fromTemplate.document.slides).toEqual(template.document.slides);
    expect(fromTemplate).toMatchObject({ isTemplate: false, revision: 1 });
  });

  it('400 for bad input, 403 without ADDSPOT_CREATE_IN_EDITOR, 404 for a template that is none of mine', async () => {
    const bad = [
      { name: '', from: { preset: 'fullHd', orientation: 'landscape' } },
      { name: 'x'.repeat(121), from: { preset: 'fullHd', orientation: 'landscape' } },
      { name: 'x', from: { preset: 'cinema', orientation: 'landscape' } },
      { name: 'x', from: { width: 7681, height: 100 } },
      { name: 'x', from: { width: 10, height: 100 } },
      { name: 'x', from: { templateId: 'nope' } },
      { name: 'x\u202e', from: { preset: 'hd', orientation: 'landscape' } },
      { name: 'x' },
    ];
    for (const body of bad) expect((await w.send('POST', '/designs', w.ownerToken, body)).statusCode).toBe(400);
    const body = { name: 'x', from: { preset: 'hd', orientation: 'landscape' } };
    expect((await w.send('POST', '/designs', w.editOnlyToken, body)).statusCode).toBe(403);
    expect((await w.send('POST', '/designs', w.noKeysToken, body)).statusCode).toBe(403);

    const foreignTemplate = await w.createDesign({ name: 'Theirs' }, w.otherToken);
    await w.send('POST', `/designs/${foreignTemplate.id}/template`, w.otherToken);
    const theirs = (await w.send('GET', '/designs?kind=templates', w.otherToken)).json().items[0].id;
    const notMine = await w.send('POST', '/designs', w.ownerToken, { name: 'x', from: { templateId: theirs } });
    expect(notMine.statusCode).toBe(404);
    // A design that is not a template is no template either.
    const plain = await w.createDesign();
    expect(
      (await w.send('POST', '/designs', w.ownerToken, { name: 'x', from: { templateId: plain.id } })).statusCode,
    ).toBe(404);
  });
});

describe('POST /designs/{id}/duplicate and /template', () => {
  it('copies the draft under "<name> (copy)" in the caller’s language, within the name’s length', async () => {
    const source = await w.createDesign({ name: 'Promo' });
    const en = await w.send('POST', `/designs/${source.id}/duplicate`, w.createOnlyToken);
    expect(en.statusCode).toBe(201);
    expect(en.json().design).toMatchObject({ name: 'Promo (copy)', revision: 1, isTemplate: false });
    const de = await w.send('POST', `/designs/${source.id}/duplicate?lang=de`, w.ownerToken);
    expect(de.json().design.name).toBe('Promo (Kopie)');
    const long = await w.createDesign({ name: 'L'.repeat(120) });
    const copy = (await w.send('POST', `/designs/${long.id}/duplicate`, w.ownerToken)).json().design;
    expect(copy.name).toHaveLength(120);
    expect(copy.name.endsWith(' (copy)')).toBe(true);
  });

  it('404 for another company’s design, 403 without the key, 400 for a bad id', async () => {
    const theirs = await w.createDesign({ name: 'Theirs' }, w.otherToken);
    for (const action of ['duplicate', 'template']) {
      expect((await w.send('POST', `/designs/${theirs.id}/${action}`, w.ownerToken)).statusCode).toBe(404);
      expect((await w.send('POST', `/designs/${theirs.id}/${action}`, w.editOnlyToken)).statusCode).toBe(403);
      expect((await w.send('POST', `/designs/nope/${action}`, w.ownerToken)).statusCode).toBe(400);
    }
  });
});
