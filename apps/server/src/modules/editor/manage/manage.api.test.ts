import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designRevisions, mediaFileUsage, mediaFiles } from '../../../db/schema/index.ts';
import { type EditorTestWorld, editorTestWorld } from '../test-world.ts';

let w: EditorTestWorld;
beforeAll(async () => {
  w = await editorTestWorld();
});
afterAll(() => w.t.close());

describe('PATCH /designs/{id}', () => {
  it('renames with ADDSPOT_EDIT_IN_EDITOR; 400 bad name, 403 without the key, 404 another company’s', async () => {
    const design = await w.createDesign({ name: 'Before' });
    const res = await w.send('PATCH', `/designs/${design.id}?lang=de`, w.editOnlyToken, { name: ' After ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Das Design wurde umbenannt.');
    expect((await w.send('GET', `/designs/${design.id}`, w.ownerToken)).json().design.name).toBe('After');
    for (const name of ['', ' ', 'x'.repeat(121), 5]) {
      expect((await w.send('PATCH', `/designs/${design.id}`, w.ownerToken, { name })).statusCode).toBe(400);
    }
    expect((await w.send('PATCH', `/designs/${design.id}`, w.createOnlyToken, { name: 'x' })).statusCode).toBe(403);
    const theirs = await w.createDesign({}, w.otherToken);
    expect((await w.send('PATCH', `/designs/${theirs.id}`, w.ownerToken, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('PATCH /designs/{id} of a published design', () => {
  it('renames the published pool file along, unless the file got a title of its own in the pool', async () => {
    const design = await w.createDesign({ name: 'Lunch menu' });
    const { fileId } = (await w.upload(design.id, 'publish', 1)).json();
    const title = async () => (await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId)))[0].title;
    expect(await title()).toBe('Lunch menu');
    expect((await w.send('PATCH', `/designs/${design.id}`, w.ownerToken, { name: 'Dinner menu' })).statusCode).toBe(
      200,
    );
    expect(await title()).toBe('Dinner menu');
    await w.t.db.update(mediaFiles).set({ title: 'Chosen in the pool' }).where(eq(mediaFiles.id, fileId));
    expect((await w.send('PATCH', `/designs/${design.id}`, w.ownerToken, { name: 'Late menu' })).statusCode).toBe(200);
    expect(await title()).toBe('Chosen in the pool');
  });
});

describe('DELETE /designs/{id}', () => {
  it('deletes a design with its revisions and releases its published file, which stays in the pool', async () => {
    const design = await w.createDesign({ name: 'Gone soon' });
    const published = await w.upload(design.id, 'publish', 1);
    expect(published.statusCode).toBe(200);
    const { fileId } = published.json();
    expect(await w.t.db.select().from(mediaFileUsage).where(eq(mediaFileUsage.fileId, fileId))).toHaveLength(1);

    const res = await w.send('DELETE', `/designs/${design.id}`, w.editOnlyToken);
    expect(res.statusCode).toBe(200);
    expect((await w.send('GET', `/designs/${design.id}`, w.ownerToken)).statusCode).toBe(404);
    expect(await w.t.db.select().from(designRevisions).where(eq(designRevisions.designId, design.id))).toEqual([]);
    expect(await w.t.db.select().from(mediaFileUsage).where(eq(mediaFileUsage.fileId, fileId))).toEqual([]);
    const [file] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, fileId));
    expect(file.deletedAt).toBeNull();
  });

  it('deletes templates too; 403 without the key, 404 for another company’s or a deleted design', async () => {
    const design = await w.createDesign();
    const template = (await w.send('POST', `/designs/${design.id}/template`, w.ownerToken)).json().design;
    expect((await w.send('DELETE', `/designs/${template.id}`, w.createOnlyToken)).statusCode).toBe(403);
    expect((await w.send('DELETE', `/designs/${template.id}`, w.ownerToken)).statusCode).toBe(200);
    expect((await w.send('DELETE', `/designs/${template.id}`, w.ownerToken)).statusCode).toBe(404);
    const theirs = await w.createDesign({}, w.otherToken);
    expect((await w.send('DELETE', `/designs/${theirs.id}`, w.ownerToken)).statusCode).toBe(404);
    expect((await w.send('GET', `/designs/${theirs.id}`, w.otherToken)).statusCode).toBe(200);
  });
});
