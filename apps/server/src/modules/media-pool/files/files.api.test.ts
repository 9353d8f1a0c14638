import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDisplay } from '../../../test/factories.ts';
import { finishProcessing, markUsed, poolStorageBytes, releaseUsage } from '../index.ts';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

describe('GET /mediapools/files/getExpandedInfo/{id} and /mediapools/files/{id}', () => {
  it('answer the file; details carry the whole log and where it is used', async () => {
    const file = await w.addFile();
    await w.call('PATCH', `/files/edit/${file.id}`, w.ownerToken, { title: 'Plakat Winter' });
    const expanded = await w.call('GET', `/mediapools/files/getExpandedInfo/${file.id}?lang=de`, w.ownerToken);
    expect(expanded.statusCode).toBe(200);
    expect(expanded.json().data).toMatchObject({ id: file.id, title: 'Plakat Winter', status: 'notUsed' });
    expect(expanded.json().data.fileLog.map((l: { text: string }) => l.text)).toEqual(['Datei hochgeladen']);

    const display = await createDisplay(w.t.db, w.own.company.id, { title: 'Schaufenster' });
    await w.t.db.transaction((tx) =>
      markUsed(tx, w.own.company.id, [file.id], {
        kind: 'displayPlaceholder',
        resourceId: display.id,
        actorId: w.ownerId,
      }),
    );
    const details = await w.call('GET', `/mediapools/files/${file.id}`, w.ownerToken);
    expect(details.statusCode).toBe(200);
    const data = details.json().data;
    expect(data.status).toBe('used');
    expect(data.firstUse).not.toBeNull();
    expect(data.fileLog.map((l: { action: string }) => l.action)).toEqual(['upload', 'edit', 'used']);
    expect(data.usage).toEqual([
      expect.objectContaining({ kind: 'displayPlaceholder', resourceId: display.id, title: 'Schaufenster' }),
    ]);
    expect(data.originalUrl).toBeNull();
    const used = await w.call('POST', '/mediapools/search?limit=100', w.ownerToken, { status: 'used' });
    expect(used.json().files.map((f: { id: string }) => f.id)).toEqual([file.id]);

    await w.t.db.transaction((tx) =>
      releaseUsage(tx, w.own.company.id, [file.id], { kind: 'displayPlaceholder', resourceId: display.id }),
    );
    const after = (await w.call('GET', `/mediapools/files/${file.id}`, w.ownerToken)).json().data;
    expect(after.status).toBe('notUsed');
    expect(after.firstUse).toBe(data.firstUse);
  });

  it('markUsed: another company’s file is not found, an archived one cannot be used', async () => {
    const theirs = await w.addFile(w.other.company.id);
    const use = { kind: 'displayPlaceholder' as const, resourceId: theirs.id, actorId: null };
    await expect(w.t.db.transaction((tx) => markUsed(tx, w.own.company.id, [theirs.id], use))).rejects.toMatchObject({
      statusCode: 404,
    });
    const file = await w.addFile();
    await w.call('PATCH', '/mediapools/files/changeStatus', w.ownerToken, { fileIds: [file.id], action: 'archive' });
    await expect(w.t.db.transaction((tx) => markUsed(tx, w.own.company.id, [file.id], use))).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('400 / 404 foreign / 404 private without the key / 419', async () => {
    const file = await w.addFile();
    expect((await w.call('GET', '/mediapools/files/getExpandedInfo/123', w.ownerToken)).statusCode).toBe(400);
    expect((await w.call('GET', '/mediapools/files/123', w.ownerToken)).statusCode).toBe(400);
    const theirs = await w.addFile(w.other.company.id);
    expect((await w.call('GET', `/mediapools/files/getExpandedInfo/${theirs.id}`, w.ownerToken)).statusCode).toBe(404);
    expect((await w.call('GET', `/mediapools/files/${theirs.id}`, w.ownerToken)).statusCode).toBe(404);
    expect((await w.call('GET', `/mediapools/files/${file.id}`, w.noKeysToken)).statusCode).toBe(404);
    await w.call('PATCH', `/files/edit/${file.id}`, w.ownerToken, { infoAccess: 'private' });
    const publicReader = await w.withKeys(['GET_PUBLIC_MEDIA']);
    expect((await w.call('GET', `/mediapools/files/${file.id}`, publicReader)).statusCode).toBe(404);
    expect((await w.call('GET', `/mediapools/files/${file.id}`)).statusCode).toBe(419);
  });

  it('signed file URLs: thumbnails and files with ETag and 304, a bad variant 400, deleted files 404', async () => {
    const file = await w.addFile();
    const data = (await w.call('GET', `/mediapools/files/${file.id}`, w.ownerToken)).json().data;
    const first = await w.t.app.inject({ method: 'GET', url: data.thumbUrl });
    expect(first.statusCode).toBe(200);
    // Thumbnails are cached for days, the file itself for hours.
    const maxAge = (res: { headers: Record<string, unknown> }) =>
      Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge(first)).toBeGreaterThan(6 * 86_400);
    expect(maxAge(await w.t.app.inject({ method: 'GET', url: data.url }))).toBeLessThanOrEqual(7 * 3600);
    const again = await w.t.app.inject({
      method: 'GET',
      url: data.thumbUrl,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await w.t.app.inject({ method: 'GET', url: data.url.replace('/file?', '/other?') })).statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'GET', url: data.url.replace('/file?', '/original?') })).statusCode).toBe(
      403,
    );
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [file.id] });
    expect((await w.t.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(404);
  });

  it('the upload part’s helpers: storage used per company, the end of processing', async () => {
    const before = await poolStorageBytes(w.t.db, w.other.company.id);
    const file = await w.addFile(w.other.company.id);
    expect(await poolStorageBytes(w.t.db, w.other.company.id)).toBe(before + file.fileSize);
    await w.t.db.transaction((tx) => finishProcessing(tx, w.other.company.id, file.id, { state: 'failed' }));
    const data = (await w.call('GET', `/mediapools/files/${file.id}`, w.otherToken)).json().data;
    expect(data.processing).toBe('failed');
    // Another company's id changes nothing.
    await w.t.db.transaction((tx) =>
      finishProcessing(tx, w.own.company.id, file.id, { state: 'ready', thumbKey: null }),
    );
    expect((await w.call('GET', `/mediapools/files/${file.id}`, w.otherToken)).json().data.processing).toBe('failed');
  });
});
