import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia, mediaFileUsage, mediaFiles } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import { type MediaTestWorld, mediaTestWorld } from '../../media-pool/test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const take = (displayId: string, fileIds: unknown, token = w.ownerToken, lang = 'en') =>
  w.call('POST', `/displays/${displayId}/media/from-pool?lang=${lang}`, token, { fileIds });
const usesOf = (fileId: string) => w.t.db.select().from(mediaFileUsage).where(eq(mediaFileUsage.fileId, fileId));
const placeholdersOf = (displayId: string) =>
  w.t.db.select().from(displayMedia).where(eq(displayMedia.displayId, displayId));
const display = () => createDisplay(w.t.db, w.own.company.id);

describe('POST /displays/{id}/media/from-pool', () => {
  it('copies pool pictures into placeholders; the pool files are used until the placeholder goes', async () => {
    const d = await display();
    const a = await w.addFile();
    const b = await w.addFile(undefined, { kind: 'jpeg' });
    const res = await take(d.id, [a.id, b.id], w.ownerToken, 'de');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Platzhalterbilder aus dem Medienpool übernommen');
    expect(res.json().media.map((m: { type: string }) => m.type)).toEqual(['image/png', 'image/jpeg']);
    const rows = await placeholdersOf(d.id);
    expect(rows.map((r) => r.poolFileId).sort()).toEqual([a.id, b.id].sort());
    for (const row of rows) {
      expect(row.kind).toBe('placeholder');
      expect(row.storageKey).not.toBe(a.storageKey);
      expect(existsSync(w.t.storagePath(row.storageKey))).toBe(true);
    }
    expect(await usesOf(a.id)).toHaveLength(1);
    const [pool] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, a.id));
    expect(pool.firstUse).not.toBeNull();

    const mine = rows.find((r) => r.poolFileId === a.id);
    const removed = await w.call('DELETE', `/displays/${d.id}/media/${mine?.id}`, w.ownerToken);
    expect(removed.statusCode).toBe(200);
    expect(await usesOf(a.id)).toHaveLength(0);
    expect(await usesOf(b.id)).toHaveLength(1);
    // The pool file itself stays where it was.
    expect(existsSync(w.t.storagePath(a.storageKey))).toBe(true);
  });

  it('ends the uses when the display is shut down', async () => {
    const d = await display();
    const a = await w.addFile();
    expect((await take(d.id, [a.id])).statusCode).toBe(201);
    const shutdown = await w.call('PATCH', '/displays/shutdown', w.ownerToken, { displayIds: [d.id] });
    expect(shutdown.statusCode).toBe(200);
    expect(await usesOf(a.id)).toHaveLength(0);
  });

  it('refuses videos (415), archived files (409) and more than five placeholders (400), changing nothing', async () => {
    const d = await display();
    const video = await w.addFile(undefined, { kind: 'mp4' });
    const picture = await w.addFile();
    expect((await take(d.id, [picture.id, video.id])).statusCode).toBe(415);
    expect(await placeholdersOf(d.id)).toHaveLength(0);
    expect(await usesOf(picture.id)).toHaveLength(0);

    const archived = await w.addFile();
    await w.call('PATCH', '/mediapools/files/changeStatus', w.ownerToken, {
      fileIds: [archived.id],
      action: 'archive',
    });
    expect((await take(d.id, [archived.id])).statusCode).toBe(409);

    const five = await Promise.all(Array.from({ length: 5 }, () => w.addFile()));
    expect(
      (
        await take(
          d.id,
          five.map((f) => f.id),
        )
      ).statusCode,
    ).toBe(201);
    const sixth = await take(d.id, [picture.id]);
    expect(sixth.statusCode).toBe(400);
    expect(await placeholdersOf(d.id)).toHaveLength(5);
  });

  it('answers 400 for a bad body', async () => {
    const d = await display();
    for (const body of [[], ['not-a-uuid'], Array.from({ length: 6 }, () => crypto.randomUUID()), 'x']) {
      expect((await take(d.id, body)).statusCode).toBe(400);
    }
  });

  it('needs MANAGE_PLACEHOLDER_MEDIA (403) and a pool file the user may read (404 otherwise)', async () => {
    const d = await display();
    const file = await w.addFile();
    expect((await take(d.id, [file.id], await w.withKeys(['GET_PUBLIC_MEDIA']))).statusCode).toBe(403);
    await w.call('PATCH', `/files/edit/${file.id}`, w.ownerToken, { infoAccess: 'private' });
    const publicOnly = await w.withKeys(['GET_PUBLIC_MEDIA', 'MANAGE_PLACEHOLDER_MEDIA', 'EDIT_DISPLAY']);
    expect((await take(d.id, [file.id], publicOnly)).statusCode).toBe(404);
    expect(await usesOf(file.id)).toHaveLength(0);
  });

  it("answers 404 for another company's display or pool file", async () => {
    const mine = await display();
    const theirs = await createDisplay(w.t.db, w.other.company.id);
    const myFile = await w.addFile();
    const theirFile = await w.addFile(w.other.company.id);
    expect((await take(theirs.id, [myFile.id])).statusCode).toBe(404);
    expect((await take(mine.id, [theirFile.id])).statusCode).toBe(404);
    expect(await usesOf(theirFile.id)).toHaveLength(0);
    expect(await placeholdersOf(theirs.id)).toHaveLength(0);
  });
});
