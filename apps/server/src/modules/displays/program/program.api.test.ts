import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayLogs, mediaFileUsage } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import { type MediaTestWorld, mediaTestWorld } from '../../media-pool/test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const put = (displayId: string, items: unknown, token = w.ownerToken, lang = 'en') =>
  w.t.app.inject({
    method: 'PUT',
    url: `/api/displays/${displayId}/program?lang=${lang}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { items } as object,
  });
const get = (displayId: string, token = w.ownerToken) => w.call('GET', `/displays/${displayId}/program`, token);
const usesOf = (fileId: string) =>
  w.t.db
    .select()
    .from(mediaFileUsage)
    .where(and(eq(mediaFileUsage.fileId, fileId), eq(mediaFileUsage.kind, 'displayProgram')));
const display = () => createDisplay(w.t.db, w.own.company.id);

describe('GET and PUT /displays/{displayId}/program', () => {
  it('replaces the program in order and answers it; the files are used by the display until they leave it', async () => {
    const d = await display();
    expect((await get(d.id)).json()).toEqual({ items: [], loopSeconds: 0, updatedAt: null });
    const picture = await w.addFile();
    const video = await w.addFile(undefined, { kind: 'mp4' });
    const res = await put(d.id, [
      { fileId: picture.id, durationSeconds: 7, days: [5, 1], hours: { from: '22:00', to: '06:00' } },
      { fileId: video.id },
      { fileId: picture.id },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.items.map((i: { kind: string; playSeconds: number }) => [i.kind, i.playSeconds])).toEqual([
      ['image', 7],
      ['video', 1],
      ['image', 10],
    ]);
    expect(answer.items[0]).toMatchObject({ days: [1, 5], hours: { from: '22:00', to: '06:00' }, missing: false });
    expect(answer.items[0].thumbUrl).toContain('/api/files/media-pool/');
    expect(answer.loopSeconds).toBe(18);
    expect(answer.updatedAt).not.toBeNull();
    expect((await get(d.id)).json()).toEqual(answer);
    expect(await usesOf(picture.id)).toHaveLength(1);
    expect(await usesOf(video.id)).toHaveLength(1);

    // The media details page lists the use with the display.
    const details = await w.call('GET', `/mediapools/files/${picture.id}`, w.ownerToken);
    expect(details.json().data?.usage ?? details.json().usage).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'displayProgram', resourceId: d.id })]),
    );

    expect((await put(d.id, [{ fileId: video.id }])).statusCode).toBe(200);
    expect(await usesOf(picture.id)).toHaveLength(0);
    expect(await usesOf(video.id)).toHaveLength(1);
    expect((await put(d.id, [])).json().items).toEqual([]);
    expect(await usesOf(video.id)).toHaveLength(0);
  });

  it('marks an item whose file was deleted since as missing', async () => {
    const d = await display();
    const file = await w.addFile();
    expect((await put(d.id, [{ fileId: file.id }])).statusCode).toBe(200);
    expect((await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [file.id] })).statusCode).toBe(
      200,
    );
    const answer = (await get(d.id)).json();
    expect(answer.items[0]).toMatchObject({ fileId: file.id, missing: true, thumbUrl: null });
    expect(answer.loopSeconds).toBe(0);
  });

  it('answers 400 with the field of each refused item', async () => {
    const d = await display();
    const good = await w.addFile();
    const theirs = await w.addFile(w.other.company.id);
    const archived = await w.addFile();
    await w.call('PATCH', '/mediapools/files/changeStatus', w.ownerToken, {
      fileIds: [archived.id],
      action: 'archive',
    });
    const deleted = await w.addFile();
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [deleted.id] });
    const video = await w.addFile(undefined, { kind: 'mp4' });
    const res = await put(
      d.id,
      [
        { fileId: good.id },
        { fileId: crypto.randomUUID() },
        { fileId: theirs.id },
        { fileId: archived.id },
        { fileId: deleted.id },
        { fileId: video.id, durationSeconds: 5 },
      ],
      w.ownerToken,
      'de',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'items.1.fileId',
      'items.2.fileId',
      'items.3.fileId',
      'items.4.fileId',
      'items.5.durationSeconds',
    ]);
    expect(res.json().errors[2].message).toContain('archiviert');
    const bad = [
      [{ fileId: good.id, days: [1, 1] }],
      [{ fileId: good.id, hours: { from: '08:00', to: '08:00' } }],
      [{ fileId: good.id, hours: { from: '8:00', to: '09:00' } }],
      [{ fileId: good.id, durationSeconds: 0 }],
      [{ fileId: good.id, companyId: w.own.company.id }],
      Array.from({ length: 201 }, () => ({ fileId: good.id })),
      'x',
    ];
    for (const items of bad) expect((await put(d.id, items)).statusCode).toBe(400);
    expect((await get(d.id)).json().items).toEqual([]);
    expect(await usesOf(good.id)).toHaveLength(0);
  });

  it('keeps a file archived while in the program: saved again (reordered) with it, while adding one is refused', async () => {
    const d = await display();
    const good = await w.addFile();
    const kept = await w.addFile();
    expect((await put(d.id, [{ fileId: good.id }, { fileId: kept.id }])).statusCode).toBe(200);
    await w.call('PATCH', '/mediapools/files/changeStatus', w.ownerToken, { fileIds: [kept.id], action: 'archive' });
    const reordered = await put(d.id, [{ fileId: kept.id }, { fileId: good.id }]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((item: { fileId: string }) => item.fileId)).toEqual([kept.id, good.id]);
    const other = await display();
    expect((await put(other.id, [{ fileId: kept.id }])).statusCode).toBe(400);
  });

  it('needs EDIT_DISPLAY (403); a private file needs a key or an assignment that reaches it', async () => {
    const d = await display();
    const file = await w.addFile();
    const reader = await w.withKeys(['GET_PUBLIC_MEDIA']);
    expect((await put(d.id, [{ fileId: file.id }], reader)).statusCode).toBe(403);
    expect((await get(d.id, reader)).statusCode).toBe(200);
    await w.call('PATCH', `/files/edit/${file.id}`, w.ownerToken, { infoAccess: 'private' });
    const editor = await w.withKeys(['GET_PUBLIC_MEDIA', 'EDIT_DISPLAY']);
    const res = await put(d.id, [{ fileId: file.id }], editor);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('items.0.fileId');
  });

  it("answers 404 for another company's display and 409 for a locked one", async () => {
    const theirs = await createDisplay(w.t.db, w.other.company.id);
    const file = await w.addFile();
    expect((await put(theirs.id, [{ fileId: file.id }])).statusCode).toBe(404);
    expect((await get(theirs.id)).statusCode).toBe(404);
    expect((await get(crypto.randomUUID())).statusCode).toBe(404);
    const locked = await createDisplay(w.t.db, w.own.company.id, { isLocked: true });
    expect((await put(locked.id, [{ fileId: file.id }])).statusCode).toBe(409);
    const logs = await w.t.db.select().from(displayLogs).where(eq(displayLogs.displayId, locked.id));
    expect(logs.filter((l) => l.action === 'programReplaced')).toHaveLength(0);
  });
});
