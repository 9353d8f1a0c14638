import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../../db/schema/index.ts';
import { mediaBinaries } from '../../../media/index.ts';
import { mp4Video, pngImage } from '../../../media/test-media.ts';
import { bearer } from '../../../test/helper.ts';
import { type MediaTestWorld, mediaTestWorld } from '../test-world.ts';

let w: MediaTestWorld;
beforeAll(async () => {
  w = await mediaTestWorld();
});
afterAll(() => w.t.close());

const tus = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const base = '/api/mediapools/uploads';

async function create(token: string, length: number, filename = 'Sommer.png', lang = 'en') {
  return w.t.app.inject({
    method: 'POST',
    url: `${base}/?lang=${lang}`,
    headers: {
      ...tus,
      ...bearer(token),
      'upload-length': String(length),
      'upload-metadata': `filename ${b64(filename)}`,
    },
  });
}
const patch = (token: string, location: string, offset: number, body: Buffer) =>
  w.t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...tus,
      ...bearer(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });
const companyRows = () => w.t.db.select().from(mediaFiles).where(eq(mediaFiles.companyId, w.own.company.id));
/** The pool's unfinished uploads on disk (DATA_DIR/tmp/resumable/media-pool). */
const pending = () => {
  const dir = path.join(w.t.app.deps.config.dataDir, 'tmp', 'resumable', 'media-pool');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Uploads `data` in two chunks and answers the finishing PATCH (with the upload's id). */
async function upload(data: Buffer, filename: string, token = w.ownerToken) {
  const created = await create(token, data.length, filename);
  expect(created.statusCode).toBe(201);
  const uploadId = String(created.headers.location).split('/').pop() as string;
  const location = `${base}/${uploadId}`;
  const half = Math.floor(data.length / 2);
  expect((await patch(token, location, 0, data.subarray(0, half))).statusCode).toBe(204);
  return Object.assign(await patch(token, location, half, data.subarray(half)), { uploadId });
}

describe('resumable uploads into the media pool', () => {
  it('stores a picture as a pool file (measured, upright, a thumbnail) and answers its id', async () => {
    const before = (await companyRows()).length;
    const done = await upload(await pngImage(1920, 1080), 'Frühling 🌷.png');
    expect(done.statusCode).toBe(200);
    const { id, onlineId } = done.json() as { id: string; onlineId: number };
    expect(onlineId).toBeGreaterThan(0);
    const [row] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(row).toMatchObject({
      mime: 'image/png',
      title: 'Frühling 🌷',
      resolution: 'FullHD',
      alignment: 'horizontal',
      hasSound: null,
      uploadedBy: w.ownerId,
    });
    expect(existsSync(w.t.storagePath(row.storageKey))).toBe(true);
    expect((await sharp(w.t.storagePath(row.thumbKey as string)).metadata()).format).toBe('webp');
    expect((await companyRows()).length).toBe(before + 1);
    const info = await w.call('GET', `/mediapools/files/getExpandedInfo/${id}`, w.ownerToken);
    expect(info.statusCode).toBe(200);
  });

  it('stores a video with its duration and whether it has sound', async () => {
    const done = await upload(await mp4Video(1), 'clip.mp4');
    expect(done.statusCode).toBe(200);
    const [row] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, done.json().id));
    expect(row).toMatchObject({ mime: 'video/mp4', hasSound: false });
    expect(row.durationSeconds).toBeGreaterThan(0);
    // Its thumbnail and preview clip come from the processing job, which the test app ran before answering.
    expect(row).toMatchObject({ processing: 'ready', thumbKey: expect.any(String), previewKey: expect.any(String) });
  });

  it('stores an animated GIF animated and without metadata, its thumbnail from the first frame', async () => {
    const frames = await Promise.all(
      ['#f5222d', '#52c41a', '#1677ff'].map((color) =>
        sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 64, height: 144, channels: 3, pageHeight: 48 } })
      .gif({ delay: [200, 200, 200], loop: 0 })
      .toBuffer();
    const done = await upload(gif, 'blinker.gif');
    expect(done.statusCode).toBe(200);
    const [row] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, done.json().id));
    expect(row).toMatchObject({ mime: 'image/gif', width: 64, height: 48, processing: 'ready' });
    expect(row.storageKey).toMatch(/\.gif$/);
    const kept = await sharp(w.t.storagePath(row.storageKey), { animated: true }).metadata();
    expect({ format: kept.format, pages: kept.pages }).toEqual({ format: 'gif', pages: 3 });
    const thumb = await sharp(w.t.storagePath(row.thumbKey as string)).metadata();
    expect({ format: thumb.format, pages: thumb.pages ?? 1, height: thumb.height }).toEqual({
      format: 'webp',
      pages: 1,
      height: 48,
    });
    // Bytes that only start like a GIF are refused (400), text named .gif is no picture at all (415).
    const fake = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 7)]);
    expect((await upload(fake, 'kaputt.gif')).statusCode).toBe(400);
    expect((await upload(Buffer.from('not a picture at all, just text'.repeat(5)), 'text.gif')).statusCode).toBe(415);
  });

  it('keeps the uploaded bytes where the company keeps originals: a download under their name, in the quota', async () => {
    const settings = await w.call('PATCH', '/mediapools/settings', w.ownerToken, { keepOriginals: true });
    expect(settings.statusCode).toBe(200);
    const usedBefore = (await w.call('GET', '/mediapools/storage', w.ownerToken)).json().usedBytes;
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#13c2c2' } })
      .withExif({ IFD0: { Copyright: 'Geheim GmbH' } })
      .jpeg()
      .toBuffer();
    const done = await upload(jpeg, 'Größe 1.jpg');
    expect(done.statusCode).toBe(200);
    const id = done.json().id as string;
    const [row] = await w.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect((await sharp(w.t.storagePath(row.storageKey)).metadata()).exif).toBeUndefined();
    const data = (await w.call('GET', `/mediapools/files/${id}`, w.ownerToken)).json().data;
    const original = await w.t.app.inject({ method: 'GET', url: data.originalUrl });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(jpeg)).toBe(true);
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Groe 1.jpg"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%201.jpg`,
    );
    const usedAfter = (await w.call('GET', '/mediapools/storage', w.ownerToken)).json().usedBytes;
    expect(usedAfter).toBe(usedBefore + row.fileSize + jpeg.length);

    // A video is stored as it came: its stored file is its original (no second copy).
    const video = await upload(await mp4Video(1), 'clip.mp4');
    const videoData = (await w.call('GET', `/mediapools/files/${video.json().id}`, w.ownerToken)).json().data;
    const videoOriginal = await w.t.app.inject({ method: 'GET', url: videoData.originalUrl });
    expect(videoOriginal.rawPayload.equals(await mp4Video(1))).toBe(true);

    // Deleting the files removes their originals (and every other stored variant).
    await w.call('PATCH', '/mediapools/files/delete', w.ownerToken, { fileIds: [id, video.json().id] });
    expect(existsSync(w.t.storagePath(row.originalKey as string))).toBe(false);
    expect(existsSync(w.t.storagePath(row.storageKey))).toBe(false);

    await w.call('PATCH', '/mediapools/settings', w.ownerToken, { keepOriginals: false });
    const plain = await upload(await pngImage(100, 100), 'ohne.png');
    const plainData = (await w.call('GET', `/mediapools/files/${plain.json().id}`, w.ownerToken)).json().data;
    expect(plainData.originalUrl).toBeNull();
  });

  it('refuses a file that is not a picture or video by its bytes (HTML named .jpg), keeping nothing', async () => {
    const before = (await companyRows()).length;
    const done = await upload(Buffer.from('<html><body><?php echo 1; ?></body></html>'.repeat(20)), 'x.jpg.php');
    expect(done.statusCode).toBe(415);
    expect(done.json().message).toMatch(/JPEG, PNG, WebP, GIF/);
    expect((await companyRows()).length).toBe(before);
    // The upload's bytes are gone; only the record of its answer stays until the expiry.
    expect(pending().filter((f) => f.startsWith(done.uploadId) && !f.endsWith('.done'))).toEqual([]);
  });

  it('refuses a truncated picture with a translated message', async () => {
    const png = await pngImage(800, 450);
    const created = await create(w.ownerToken, 200, 'kaputt.png', 'de');
    const location = `${base}/${String(created.headers.location).split('/').pop()}`;
    const done = await patch(w.ownerToken, location, 0, png.subarray(0, 200));
    expect(done.statusCode).toBe(400);
  });

  it('needs UPLOAD_MEDIAPOOL_MEDIA (403) and a session (419, as every API call without one)', async () => {
    expect((await create(w.noKeysToken, 100)).statusCode).toBe(403);
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: { ...tus, 'upload-length': '100' },
    });
    expect(anonymous.statusCode).toBe(419);
  });

  it("answers 404 for another company's upload and leaves it as it was", async () => {
    const created = await create(w.ownerToken, 100);
    const location = `${base}/${String(created.headers.location).split('/').pop()}`;
    expect((await patch(w.otherToken, location, 0, Buffer.alloc(10))).statusCode).toBe(404);
    const head = await w.t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, ...bearer(w.ownerToken) } });
    expect(head.headers['upload-offset']).toBe('0');
  });

  it('refuses an upload larger than the company has room for (413), before any byte', async () => {
    const quota = w.t.app.deps.config.mediaCompanyQuota;
    const created = await create(w.ownerToken, quota + 1);
    expect(created.statusCode).toBe(413);
  });

  it('refuses what only looks like a picture or video, changing nothing', async () => {
    const before = (await companyRows()).length;
    // SVG with a script: a picture to the browser, but not a type the pool takes (the bytes say so).
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'logo.svg')).statusCode).toBe(415);
    // A PNG whose header claims 50,000 x 50,000 pixels: refused from the header, nothing decoded.
    const huge = await pngImage(4, 4);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)) >>> 0, 29);
    const pixels = await upload(huge, 'riesig.png');
    expect(pixels.statusCode).toBe(413);
    // An MP4 holding only sound: no video stream to show.
    const out = path.join(os.tmpdir(), `plakat-sound-only-${Date.now()}.mp4`);
    const { ffmpeg } = mediaBinaries({});
    await promisify(execFile)(ffmpeg, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-c:a',
      'aac',
      '-y',
      out,
    ]);
    const soundOnly = await upload(readFileSync(out), 'nur-ton.mp4');
    rmSync(out, { force: true });
    expect(soundOnly.statusCode).toBe(400);
    expect((await companyRows()).length).toBe(before);
  });

  it('refuses an empty file at creation (400)', async () => {
    const created = await create(w.ownerToken, 0, 'leer.png');
    expect(created.statusCode).toBe(400);
  });
});
