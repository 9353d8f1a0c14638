import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designRevisions, designs, displayLogs, displayMedia, mediaFiles } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import { pairedDisplay } from '../test-world.ts';
import { bearer } from '../../../test/helper.ts';
import { type MediaTestWorld, mediaTestWorld } from '../../media-pool/test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const sha = (key: string) =>
  createHash('sha256')
    .update(readFileSync(w.t.storagePath(key)))
    .digest('hex');

const manifest = (credential: string, displayId: string, headers: Record<string, string> = {}) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/player/displays/${displayId}/manifest`,
    headers: { ...bearer(credential), ...headers },
  });
const putProgram = (displayId: string, items: unknown[]) =>
  w.t.app.inject({
    method: 'PUT',
    url: `/api/displays/${displayId}/program`,
    headers: bearer(w.ownerToken),
    payload: { items },
  });

describe('GET /player/displays/{displayId}/manifest', () => {
  it('plays the placeholder pictures while the display has no program', async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const picture = await w.addFile();
    expect(
      (await w.call('POST', `/displays/${display.id}/media/from-pool`, w.ownerToken, { fileIds: [picture.id] }))
        .statusCode,
    ).toBe(201);
    const res = await manifest(credential, display.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('placeholders');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ kind: 'image', durationMs: 10_000, days: [], hours: null, live: null });
    expect(body.placeholders).toEqual(body.items);
    const [copy] = await w.t.db.select().from(displayMedia).where(eq(displayMedia.displayId, display.id));
    expect(body.files).toEqual([
      {
        id: copy.id,
        sha256: sha(copy.storageKey),
        size: copy.sizeBytes,
        mime: 'image/png',
        url: `/api/player/displays/${display.id}/files/${copy.id}?v=0`,
      },
    ]);
  });

  it('names the program in order with each file once, its SHA-256 that of the stored bytes; ETag and 304', async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const picture = await w.addFile();
    const video = await w.addFile(undefined, { kind: 'mp4' });
    // A file stored before hashes were kept: the manifest computes it once and keeps it.
    await w.t.db.update(mediaFiles).set({ sha256: null }).where(eq(mediaFiles.id, video.id));
    const program = await putProgram(display.id, [
      { fileId: picture.id, durationSeconds: 5, days: [1, 2], hours: { from: '08:00', to: '18:00' } },
      { fileId: video.id },
      { fileId: picture.id },
    ]);
    const itemIds = program.json().items.map((i: { id: string }) => i.id);
    const res = await manifest(credential, display.id);
    const body = res.json();
    expect(body.source).toBe('program');
    expect(
      body.items.map((i: { id: string; kind: string; durationMs: number }) => [i.id, i.kind, i.durationMs]),
    ).toEqual([
      [itemIds[0], 'image', 5000],
      [itemIds[1], 'video', 1000],
      [itemIds[2], 'image', 10_000],
    ]);
    expect(body.items[0]).toMatchObject({ days: [1, 2], hours: { from: '08:00', to: '18:00' } });
    expect(body.files.map((f: { id: string }) => f.id)).toEqual([picture.id, video.id]);
    for (const [file, row] of [
      [body.files[0], picture],
      [body.files[1], video],
    ] as const) {
      expect(file.sha256).toBe(sha(row.storageKey));
      expect(file.size).toBe(row.fileSize);
    }
    const [stored] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, video.id));
    expect(stored.sha256).toBe(sha(video.storageKey));

    const etag = res.headers.etag as string;
    expect(etag).toBe(`"${body.version}"`);
    const again = await manifest(credential, display.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await putProgram(display.id, [{ fileId: video.id }]);
    const changed = await manifest(credential, display.id, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().version).not.toBe(body.version);
  });

  it("answers 404 for another display's id, the own company's or another's", async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const sibling = await createDisplay(w.t.db, w.own.company.id);
    const theirs = await pairedDisplay(w.t, w.other.company.id, w.otherToken);
    expect((await manifest(credential, display.id)).statusCode).toBe(200);
    expect((await manifest(credential, sibling.id)).statusCode).toBe(404);
    expect((await manifest(credential, theirs.display.id)).statusCode).toBe(404);
    expect((await manifest(theirs.credential, display.id)).statusCode).toBe(404);
    const noCredential = await w.t.app.inject({ method: 'GET', url: `/api/player/displays/${display.id}/manifest` });
    expect(noCredential.statusCode).toBe(401);
    const login = await manifest(w.ownerToken, display.id);
    expect(login.statusCode).toBe(401);
  });

  it('skips an item whose file was deleted and writes it into the display log once', async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const kept = await w.addFile();
    const gone = await w.addFile();
    await putProgram(display.id, [{ fileId: gone.id }, { fileId: kept.id }]);
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [gone.id] });
    for (let i = 0; i < 2; i++) {
      const body = (await manifest(credential, display.id)).json();
      expect(body.items.map((item: { fileId: string }) => item.fileId)).toEqual([kept.id]);
      expect(body.files.map((file: { id: string }) => file.id)).toEqual([kept.id]);
    }
    const logs = await w.t.db
      .select()
      .from(displayLogs)
      .where(and(eq(displayLogs.displayId, display.id), eq(displayLogs.action, 'programFileMissing')));
    expect(logs).toHaveLength(1);
    expect(logs[0].details).toEqual({ fileId: gone.id });
  });

  it("draws a published design's clock and date from its published revision, in absolute coordinates", async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const picture = await w.addFile();
    const base = { name: '', w: 300, h: 80, rotation: 0, opacity: 1, locked: false, visible: true };
    const text = { fontFamily: 'inter', fontSize: 48, fontWeight: 400, italic: false, color: '#ffffff' };
    const style = { ...text, align: 'left', verticalAlign: 'top', lineHeight: 1.2 };
    const clock = {
      type: 'clock',
      id: 'clock',
      x: 10,
      y: 20,
      ...base,
      ...style,
      hourCycle: 'h23',
      showSeconds: true,
      timeZone: 'local',
    };
    const date = {
      type: 'date',
      id: 'date',
      x: 5,
      y: 5,
      ...base,
      ...style,
      format: 'long',
      language: 'de',
      timeZone: 'Europe/Berlin',
    };
    const document = {
      schemaVersion: 2,
      width: 1920,
      height: 1080,
      orientation: 'landscape',
      background: { type: 'color', color: '#000000' },
      safeArea: { x: 0, y: 0 },
      slides: [
        {
          id: 's1',
          name: '',
          duration: 10,
          elements: [clock, { type: 'group', id: 'g', x: 100, y: 200, ...base, children: [date] }],
        },
        { id: 's2', name: '', duration: 10, elements: [{ ...clock, id: 'other' }] },
      ],
    };
    const [design] = await w.t.db
      .insert(designs)
      .values({ companyId: w.own.company.id, name: 'Lobby', width: 1920, height: 1080, orientation: 'landscape' })
      .returning();
    const [revision] = await w.t.db
      .insert(designRevisions)
      .values({ designId: design.id, number: 1, document, byteSize: 1, elementCount: 4 })
      .returning();
    await w.t.db
      .update(designs)
      .set({ publishedFileId: picture.id, publishedRevisionId: revision.id, draftRevisionId: revision.id })
      .where(eq(designs.id, design.id));
    const program = await putProgram(display.id, [{ fileId: picture.id }]);
    expect(program.json().items[0]).toMatchObject({ kind: 'design', designId: design.id });
    const [item] = (await manifest(credential, display.id)).json().items;
    expect(item.kind).toBe('design');
    expect(item.live.width).toBe(1920);
    expect(item.live.elements.map((e: { id: string; x: number; y: number }) => [e.id, e.x, e.y])).toEqual([
      ['clock', 10, 20],
      ['date', 105, 205],
    ]);
  });
});

describe('GET /player/displays/{displayId}/files/{fileId}', () => {
  it('answers a file of the manifest whole and by range; any other file is not there', async () => {
    const { display, credential } = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    const picture = await w.addFile();
    const other = await w.addFile();
    await putProgram(display.id, [{ fileId: picture.id }]);
    const [file] = (await manifest(credential, display.id)).json().files;
    const whole = await w.t.app.inject({ method: 'GET', url: file.url, headers: bearer(credential) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers.etag).toBe(`"${file.sha256}"`);
    expect(whole.headers['cache-control']).toMatch(/^private/);
    expect(createHash('sha256').update(whole.rawPayload).digest('hex')).toBe(file.sha256);
    const part = await w.t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...bearer(credential), range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(10);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${file.size}`);

    const notInManifest = `/api/player/displays/${display.id}/files/${other.id}`;
    expect((await w.t.app.inject({ method: 'GET', url: notInManifest, headers: bearer(credential) })).statusCode).toBe(
      404,
    );
    const sibling = await pairedDisplay(w.t, w.own.company.id, w.ownerToken);
    expect(
      (await w.t.app.inject({ method: 'GET', url: file.url, headers: bearer(sibling.credential) })).statusCode,
    ).toBe(404);
  });
});
