import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFileLog, mediaFiles } from '../../../db/schema/index.ts';
import { createCategory } from '../../../test/factories.ts';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const row = async (id: string) => (await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const log = async (id: string) =>
  (await w.t.db.select().from(mediaFileLog).where(eq(mediaFileLog.fileId, id))).map((l) => l.action).sort();
const edit = (id: string, body: object, token = w.ownerToken, lang = 'en') =>
  w.call('PATCH', `/files/edit/${id}?lang=${lang}`, token, body);
const setType = (id: string, mediaType: string, token = w.ownerToken, lang = 'en') =>
  w.call('PATCH', `/mediapools/files/setMediaType/${id}?lang=${lang}`, token, { mediaType });

describe('PATCH /files/edit/{fileId}', () => {
  it('saves the form: markup as text, umlauts and emoji round-trip and are found, a category of the company', async () => {
    const file = await w.addFile();
    const category = await createCategory(w.t.db, w.own.company.id);
    const res = await edit(file.id, {
      title: '<script>x</script> Grüße 🎉',
      description: 'Für die Straße',
      keywords: ['Sommer', 'Äpfel', 'Sommer'],
      categoryId: category.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('File updated successfully');
    const saved = await row(file.id);
    expect(saved).toMatchObject({
      title: '<script>x</script> Grüße 🎉',
      keywords: ['Sommer', 'Äpfel'],
      categoryId: category.id,
    });
    const found = await w.call('POST', `/mediapools/search?keyword=${encodeURIComponent('äPFEL')}`, w.ownerToken, {});
    expect(found.json().files.map((f: { id: string }) => f.id)).toEqual([file.id]);
    const byKeyword = await w.call('POST', '/mediapools/search', w.ownerToken, { keywords: 'somm' });
    expect(byKeyword.json().files.map((f: { id: string }) => f.id)).toEqual([file.id]);
    expect(await log(file.id)).toEqual(['edit', 'upload']);
  });

  it('an access-only edit needs only the INFOACCESS key of the file’s level and says so', async () => {
    const file = await w.addFile();
    const accessOnly = await w.withKeys(['GET_PUBLIC_MEDIA', 'GET_PRIVATE_MEDIA', 'EDIT_PUBLIC_MEDIA_INFOACCESS']);
    expect((await edit(file.id, { title: 'Neu' }, accessOnly)).statusCode).toBe(403);
    const res = await edit(file.id, { infoAccess: 'private' }, accessOnly, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Zugriffsstufe erfolgreich geändert');
    // Now private: the public key no longer reaches it.
    expect((await edit(file.id, { infoAccess: 'public' }, accessOnly)).statusCode).toBe(403);
    expect(await log(file.id)).toEqual(['infoAccess', 'upload']);
  });

  it('the private variant is checked on its own; a private file is not there without GET_PRIVATE_MEDIA', async () => {
    const file = await w.addFile();
    await edit(file.id, { infoAccess: 'private' });
    const publicEditor = await w.withKeys(['GET_PUBLIC_MEDIA', 'EDIT_PUBLIC_MEDIA_GENERAL_INFO']);
    expect((await edit(file.id, { title: 'Neu' }, publicEditor)).statusCode).toBe(404);
    const reader = await w.withKeys(['GET_PRIVATE_MEDIA', 'EDIT_PUBLIC_MEDIA_GENERAL_INFO']);
    expect((await edit(file.id, { title: 'Neu' }, reader)).statusCode).toBe(403);
    const privateEditor = await w.withKeys(['GET_PRIVATE_MEDIA', 'EDIT_PRIVATE_MEDIA_GENERAL_INFO']);
    expect((await edit(file.id, { title: 'Neu' }, privateEditor)).statusCode).toBe(200);
  });

  it('400 with the form’s messages, sound only for videos that have it', async () => {
    const file = await w.addFile();
    const res = await edit(file.id, { title: 'a', description: 'ab', keywords: ['x'.repeat(201)] }, w.ownerToken, 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Das Feld Titel ist ungültig' },
        { path: 'description', message: 'Das Feld Beschreibung ist ungültig' },
      ]),
    );
    expect((await edit(file.id, {})).statusCode).toBe(400);
    expect((await edit(file.id, { title: 'ab\u202Ecd' })).statusCode).toBe(400);
    expect((await edit(file.id, { hasSound: true })).statusCode).toBe(400);
    const video = await w.addFile(undefined, { kind: 'mp4' });
    expect((await edit(video.id, { hasSound: true })).json().message).toBe('This video has no sound.');
    expect((await edit(video.id, { hasSound: false })).statusCode).toBe(200);
    expect((await w.call('PATCH', '/files/edit/not-a-uuid', w.ownerToken, { title: 'ok' })).statusCode).toBe(400);
  });

  it('409 for archived and deleted files, 404 for foreign files and categories, 403 without keys', async () => {
    const file = await w.addFile();
    expect((await edit(file.id, { title: 'Neu' }, w.noKeysToken)).statusCode).toBe(404);
    const reader = await w.withKeys(['GET_PUBLIC_MEDIA']);
    expect((await edit(file.id, { title: 'Neu' }, reader)).statusCode).toBe(403);
    const foreignCategory = await createCategory(w.t.db, w.other.company.id);
    expect((await edit(file.id, { categoryId: foreignCategory.id })).statusCode).toBe(404);
    const theirs = await w.addFile(w.other.company.id);
    expect((await edit(theirs.id, { title: 'Gekapert' })).statusCode).toBe(404);
    expect((await row(theirs.id)).title).toBe(theirs.title);
    await w.call('PATCH', '/mediapools/files/changeStatus', w.ownerToken, { fileIds: [file.id], action: 'archive' });
    const archived = await edit(file.id, { title: 'Neu' }, w.ownerToken, 'de');
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe('Diese Datei ist archiviert. Bitte holen Sie sie zuerst aus dem Archiv.');
    const gone = await w.addFile();
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [gone.id] });
    expect((await edit(gone.id, { title: 'Neu' })).statusCode).toBe(409);
  });
});

describe('PATCH /mediapools/files/setMediaType/{fileId}', () => {
  it('sets the type under the rules of spec 02 §4, with the spec’s messages', async () => {
    const full = await w.addFile();
    const res = await setType(full.id, 'background');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Media type changed successfully');
    expect((await row(full.id)).mediaType).toBe('background');
    const small = await w.addFile(undefined, { kind: 'jpeg', width: 800, height: 450 });
    const refused = await setType(small.id, 'commercial');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only HD, FullHD, 4KUHD, 8KUHD medias can set as Background or Commercial');
    expect((await setType(small.id, 'general')).statusCode).toBe(200);
    const video = await w.addFile(undefined, { kind: 'mp4' });
    expect((await setType(video.id, 'background')).json().message).toBe('Only image can set as Background!');
    expect(await log(full.id)).toEqual(['mediaType', 'upload']);
  });

  it('400 / 403 / 404 / 409 archived', async () => {
    const file = await w.addFile();
    expect((await setType(file.id, 'poster')).statusCode).toBe(400);
    const reader = await w.withKeys(['GET_PUBLIC_MEDIA']);
    expect((await setType(file.id, 'commercial', reader)).statusCode).toBe(403);
    const editKey = await w.withKeys(['GET_PUBLIC_MEDIA', 'EDIT_PUBLIC_MEDIA_MEDIATYPE']);
    expect((await setType(file.id, 'commercial', editKey)).statusCode).toBe(200);
    const theirs = await w.addFile(w.other.company.id);
    expect((await setType(theirs.id, 'commercial')).statusCode).toBe(404);
    expect((await row(theirs.id)).mediaType).toBe('general');
    await w.call('PATCH', '/mediapools/files/changeStatus', w.ownerToken, { fileIds: [file.id], action: 'archive' });
    expect((await setType(file.id, 'general')).statusCode).toBe(409);
  });
});
