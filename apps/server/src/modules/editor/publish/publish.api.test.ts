import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs, mediaFileLog, mediaFiles } from '../../../db/schema/index.ts';
import { jpegImage, pngImage } from '../../../media/test-media.ts';
import { type EditorTestWorld, editorTestWorld, textElement } from '../test-world.ts';

let w: EditorTestWorld;
beforeAll(async () => {
  w = await editorTestWorld();
});
afterAll(() => w.t.close());

const fileRow = async (id: string) => (await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const get = (url: string) => w.t.app.inject({ method: 'GET', url });

describe('POST /designs/{id}/publish', () => {
  it('creates a used pool file on the first publish and replaces its content (version bumped) later', async () => {
    const design = await w.createDesign({ name: 'Weekly offer' });
    const first = await w.upload(design.id, 'publish', 1, await pngImage(1920, 1080, '#ff0000'), w.editOnlyToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ revision: 1, message: 'The design has been published to the media pool.' });
    const { fileId } = first.json();
    const created = await fileRow(fileId);
    expect(created).toMatchObject({ mediaType: 'general', width: 1920, height: 1080, contentVersion: 0 });
    expect(created.title).toBe('Weekly offer');
    const details = await w.send('GET', `/mediapools/files/${fileId}`, w.ownerToken);
    expect(details.json().data).toMatchObject({ status: 'used', usage: [{ kind: 'design', title: 'Weekly offer' }] });
    const oldThumbUrl = details.json().data.thumbUrl;
    expect((await get(oldThumbUrl)).statusCode).toBe(200);

    const doc = { ...design.document, slides: [{ id: 's', elements: [textElement('a')] }] };
    expect((await w.save(design.id, 1, doc)).json().revision).toBe(2);
    const second = await w.upload(design.id, 'publish', 2, await pngImage(1920, 1080, '#00ff00'));
    expect(second.json()).toMatchObject({ fileId, revision: 2 });
    const replaced = await fileRow(fileId);
    expect(replaced.contentVersion).toBe(1);
    expect(replaced.storageKey).not.toBe(created.storageKey);
    expect(replaced.thumbKey).not.toBe(created.thumbKey);
    // The previous version's stored files are gone: no stale file or thumbnail.
    expect(await w.t.app.deps.storage.stat(created.storageKey)).toBeNull();
    expect(await w.t.app.deps.storage.stat(created.thumbKey as string)).toBeNull();
    const now = (await w.send('GET', `/mediapools/files/${fileId}`, w.ownerToken)).json().data;
    expect(now.thumbUrl).not.toBe(oldThumbUrl);
    expect(now.thumbUrl).toContain('&v=1');
    const thumb = await get(now.thumbUrl);
    expect(thumb.headers.etag).toBe(`"${fileId}-thumb-1"`);
    const pixel = await sharp(thumb.rawPayload).raw().toBuffer();
    expect([pixel[0], pixel[1]]).toEqual([0, 255]);
    expect(now.fileLog.map((l: { action: string }) => l.action)).toContain('replace');
    const logged = await w.t.db.select().from(mediaFileLog).where(eq(mediaFileLog.fileId, fileId));
    expect(logged.filter((l) => l.action === 'used')).toHaveLength(1);

    const listed = (await w.send('GET', '/designs', w.ownerToken))
      .json()
      .items.find((i: { id: string }) => i.id === design.id);
    expect(listed.published).toEqual({ fileId, revision: 2 });
  });

  it('two first publishes at the same time make one pool file', async () => {
    const design = await w.createDesign();
    const answers = await Promise.all([w.upload(design.id, 'publish', 1), w.upload(design.id, 'publish', 1)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json().fileId).toBe(answers[1].json().fileId);
    expect((await fileRow(answers[0].json().fileId)).contentVersion).toBe(1);
  });

  it('400 for a picture of another size or not a PNG, 404 for a missing revision or another company’s design', async () => {
    const design = await w.createDesign();
    const wrongSize = await w.upload(design.id, 'publish', 1, await pngImage(1280, 720));
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().message).toBe('The picture is 1280 × 720 pixels, but the design is 1920 × 1080.');
    expect((await w.upload(design.id, 'publish', 1, await jpegImage(1920, 1080))).statusCode).toBe(400);
    expect((await w.upload(design.id, 'publish', 1, Buffer.from('<svg/>'))).statusCode).toBe(400);
    expect((await w.upload(design.id, 'publish', 7)).statusCode).toBe(404);
    const theirs = await w.createDesign({}, w.otherToken);
    expect((await w.upload(theirs.id, 'publish', 1)).statusCode).toBe(404);
    expect((await w.upload(theirs.id, 'publish', 1, undefined, w.createOnlyToken)).statusCode).toBe(403);
    const [row] = await w.t.db.select().from(designs).where(eq(designs.id, design.id));
    expect(row.publishedFileId).toBeNull();
  });
});

describe('PUT /designs/{id}/thumbnail', () => {
  it('stores a 480 px WebP of the draft under a new versioned address; the previous one goes', async () => {
    const design = await w.createDesign();
    const res = await w.upload(design.id, 'thumbnail', 1, await jpegImage(1920, 1080));
    expect(res.statusCode).toBe(200);
    const url = res.json().thumbnailUrl;
    expect(url).toMatch(new RegExp(`^/api/files/designs/${design.id}/1\\?exp=`));
    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
    const listed = (await w.send('GET', '/designs', w.ownerToken))
      .json()
      .items.find((i: { id: string }) => i.id === design.id);
    expect(listed.thumbnailUrl).toBe(url);

    const next = await w.upload(design.id, 'thumbnail', 1);
    expect(next.json().thumbnailUrl).toContain(`/designs/${design.id}/2?`);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
  });

  it('409 for a revision that is not the draft, 400 not a picture, 413 too large, 404/403 as everywhere', async () => {
    const design = await w.createDesign();
    const stale = await w.upload(design.id, 'thumbnail', 2);
    expect(stale.statusCode).toBe(409);
    expect((await w.upload(design.id, 'thumbnail', 1, Buffer.from('GIF89a nonsense'))).statusCode).toBe(400);
    const big = await w.upload(design.id, 'thumbnail', 1, Buffer.alloc(3 * 1024 * 1024, 7));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The picture may be at most 2 MB.');
    const theirs = await w.createDesign({}, w.otherToken);
    expect((await w.upload(theirs.id, 'thumbnail', 1)).statusCode).toBe(404);
    expect((await w.upload(design.id, 'thumbnail', 1, undefined, w.noKeysToken)).statusCode).toBe(403);
  });
});
