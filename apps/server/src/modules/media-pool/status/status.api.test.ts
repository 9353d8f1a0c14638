import { existsSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFileLog, mediaFiles } from '../../../db/schema/index.ts';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const rows = (ids: string[]) => w.t.db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
const actions = async (id: string) =>
  (await w.t.db.select().from(mediaFileLog).where(eq(mediaFileLog.fileId, id))).map((l) => l.action).sort();
const del = (fileIds: unknown, token = w.ownerToken, lang = 'en') =>
  w.call('PATCH', `/mediapools/files/delete?lang=${lang}`, token, { fileIds });
const status = (fileIds: unknown, action: string, token = w.ownerToken, lang = 'en') =>
  w.call('PATCH', `/mediapools/files/changeStatus?lang=${lang}`, token, { fileIds, action });

describe('PATCH /mediapools/files/delete', () => {
  it('marks the files deleted with a log row and removes their stored files in a job', async () => {
    const a = await w.addFile();
    const b = await w.addFile(undefined, { kind: 'mp4' });
    expect(existsSync(w.t.storagePath(a.storageKey))).toBe(true);
    const res = await del([a.id, b.id], w.ownerToken, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Die ausgewählten Dateien wurden gelöscht');
    for (const row of await rows([a.id, b.id])) expect(row.deletedAt).not.toBeNull();
    expect(await actions(a.id)).toEqual(['delete', 'upload']);
    expect(existsSync(w.t.storagePath(a.storageKey))).toBe(false);
    expect(existsSync(w.t.storagePath(a.thumbKey as string))).toBe(false);
    expect(existsSync(w.t.storagePath(b.storageKey))).toBe(false);
    const listed = await w.call('POST', '/mediapools/search?limit=100', w.ownerToken, {});
    expect(listed.json().files.map((f: { id: string }) => f.id)).not.toContain(a.id);
    expect((await w.call('GET', `/mediapools/files/getExpandedInfo/${a.id}`, w.ownerToken)).statusCode).toBe(404);
    expect((await del([a.id])).statusCode).toBe(409);
  });

  it('400 / 403 / 404 all or nothing / 409 archived', async () => {
    const file = await w.addFile();
    expect((await del([])).statusCode).toBe(400);
    expect((await del(['nope'])).statusCode).toBe(400);
    expect(
      (await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [file.id], x: 1 })).statusCode,
    ).toBe(400);
    const editor = await w.withKeys(['GET_PUBLIC_MEDIA', 'EDIT_PUBLIC_MEDIA_GENERAL_INFO']);
    expect((await del([file.id], editor)).statusCode).toBe(403);
    const theirs = await w.addFile(w.other.company.id);
    expect((await del([file.id, theirs.id])).statusCode).toBe(404);
    expect((await rows([file.id, theirs.id])).every((r) => r.deletedAt === null)).toBe(true);
    expect(existsSync(w.t.storagePath(theirs.storageKey))).toBe(true);
    await status([file.id], 'archive');
    const archived = await del([file.id]);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe('This file is archived. Unarchive it first.');
  });
});

describe('PATCH /mediapools/files/changeStatus', () => {
  it('archives and unarchives, one log row per change, archived files found by the filter', async () => {
    const a = await w.addFile();
    const b = await w.addFile();
    const res = await status([a.id, b.id], 'archive');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The selected file(s) were archived');
    expect((await rows([a.id, b.id])).every((r) => r.isArchived)).toBe(true);
    const found = await w.call('POST', '/mediapools/search?limit=100', w.ownerToken, { isArchived: true });
    const archivedIds = found.json().files.map((f: { id: string; isArchived: boolean }) => f.id);
    expect(archivedIds).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(found.json().files.every((f: { isArchived: boolean }) => f.isArchived)).toBe(true);
    expect((await status([a.id], 'archive')).statusCode).toBe(200);
    expect(await actions(a.id)).toEqual(['archive', 'upload']);
    const back = await status([a.id], 'unArchive', w.ownerToken, 'de');
    expect(back.json().message).toBe('Die ausgewählten Dateien wurden aus dem Archiv geholt');
    expect((await rows([a.id]))[0].isArchived).toBe(false);
  });

  it('400 / 403 / 404 for foreign or private-without-key files / 409 deleted', async () => {
    const file = await w.addFile();
    expect((await status([file.id], 'hide')).statusCode).toBe(400);
    expect((await status([file.id], 'archive', w.noKeysToken)).statusCode).toBe(403);
    const theirs = await w.addFile(w.other.company.id);
    expect((await status([file.id, theirs.id], 'archive')).statusCode).toBe(404);
    expect((await rows([file.id, theirs.id])).some((r) => r.isArchived)).toBe(false);
    const priv = await w.addFile();
    await w.call('PATCH', `/files/edit/${priv.id}`, w.ownerToken, { infoAccess: 'private' });
    const publicStatus = await w.withKeys(['GET_PUBLIC_MEDIA', 'GET_PRIVATE_MEDIA', 'SET_PUBLIC_MEDIA_STATUS']);
    expect((await status([file.id, priv.id], 'archive', publicStatus)).statusCode).toBe(404);
    expect((await status([file.id], 'archive', publicStatus)).statusCode).toBe(200);
    const gone = await w.addFile();
    await del([gone.id]);
    expect((await status([gone.id], 'unArchive')).statusCode).toBe(409);
  });
});
