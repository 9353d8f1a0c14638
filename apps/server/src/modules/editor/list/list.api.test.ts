import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditorTestWorld, editorTestWorld } from '../test-world.ts';

let w: EditorTestWorld;
beforeAll(async () => {
  w = await editorTestWorld();
});
afterAll(() => w.t.close());

const list = (query: string, token = w.ownerToken) => w.send('GET', `/designs?${query}`, token);
const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((i) => i.name);

describe('GET /designs', () => {
  it('lists the own designs or templates, by name literally, sorted and paged', async () => {
    const a = await w.createDesign({ name: 'Sommer 50% Rabatt' });
    await w.createDesign({ name: 'Hours', from: { preset: 'hd', orientation: 'portrait' } });
    await w.createDesign({ name: 'Welcome' });
    await w.send('POST', `/designs/${a.id}/template`, w.ownerToken);
    await w.createDesign({ name: 'Foreign' }, w.otherToken);

    const all = await list('sort=name&sortOrder=asce', w.createOnlyToken);
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Hours', 'Sommer 50% Rabatt', 'Welcome']);
    expect(all.json().totalCount).toBe(3);
    expect(all.json().items[0]).toMatchObject({
      width: 720,
      height: 1280,
      orientation: 'portrait',
      isTemplate: false,
      revision: 1,
      thumbnailUrl: null,
      published: null,
    });
    expect(all.json().items[0].updatedBy).not.toBeUndefined();

    expect(names(await list('keyword=50%25', w.editOnlyToken))).toEqual(['Sommer 50% Rabatt']);
    expect(names(await list('keyword=%25'))).toEqual(['Sommer 50% Rabatt']);
    expect(names(await list('keyword=_'))).toEqual([]);
    expect(names(await list('kind=templates'))).toEqual(['Sommer 50% Rabatt']);
    const page2 = await list('perPage=10&page=2');
    expect([page2.json().items.length, page2.json().totalCount]).toEqual([0, 3]);
    // Newest change first by default.
    expect(names(await list(''))[0]).toBe('Welcome');
  });

  it('400 for a bad page size, sort or kind; 403 without an editor key; 419 without a token', async () => {
    for (const query of ['perPage=15', 'sort=width', 'kind=all', 'page=0', 'unknown=1']) {
      expect((await list(query)).statusCode).toBe(400);
    }
    const denied = await list('', w.noKeysToken);
    expect(denied.statusCode).toBe(403);
    expect((await w.send('GET', '/designs')).statusCode).toBe(419);
  });
});
