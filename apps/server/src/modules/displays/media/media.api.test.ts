import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { displayLimits } from '@plakat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia } from '../../../db/schema/index.ts';
import { type Login, companyOf, createDisplay, createLoggedInUser, createRole } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { jpegImage, mp4Video, multipart, pngImage } from '../../../media/test-media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function upload(
  login: Login,
  id: string,
  kind: string,
  data: Buffer,
  filename = 'file.png',
  type = 'image/png',
  lang = 'en',
) {
  const body = multipart(data, filename, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/displays/${id}/media?kind=${kind}&lang=${lang}`,
    headers: { ...bearer(login.accessToken), ...body.headers },
    payload: body.payload,
  });
}

describe('display media upload', () => {
  it('stores a real PNG and JPEG with a 400 px WebP thumbnail and serves them by signed URL', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const png = await upload(owner, display.id, 'location', await pngImage(1280, 720));
    expect(png.statusCode).toBe(201);
    const body = png.json();
    expect(body.message).toBe('File uploaded successfully');
    expect(body.media).toMatchObject({ type: 'image/png', durationSeconds: null });
    const [row] = await t.db.select().from(displayMedia).where(eq(displayMedia.id, body.media.uid));
    expect(row).toMatchObject({
      kind: 'location',
      width: 1280,
      height: 720,
      mime: 'image/png',
      companyId: companyOf(owner),
    });
    expect(row.storageKey).toBe(`display-media/${companyOf(owner)}/${display.id}/${row.id}.png`);
    expect(existsSync(t.storagePath(row.storageKey))).toBe(true);

    // The JPEG is named .png and announced as png: the bytes decide.
    const jpg = await upload(owner, display.id, 'placeholder', await jpegImage(), 'photo.png', 'image/png');
    expect(jpg.statusCode).toBe(201);
    expect(jpg.json().media.type).toBe('image/jpeg');

    const file = await t.app.inject({ method: 'GET', url: body.media.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1280);
    const thumb = await t.app.inject({ method: 'GET', url: body.media.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    const again = await t.app.inject({
      method: 'GET',
      url: body.media.url,
      headers: { 'if-none-match': file.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const partial = await t.app.inject({ method: 'GET', url: body.media.url, headers: { range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.rawPayload.length).toBe(10);
  });

  it('answers 403 for a bad or expired signature and 404 for an unknown medium', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const media = (await upload(owner, display.id, 'location', await pngImage())).json().media;
    const url = new URL(media.url, 'http://x');
    const exp = url.searchParams.get('exp');
    const tampered = media.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // The thumb signature does not open the file.
    const thumbSig = new URL(media.thumbUrl, 'http://x').searchParams.get('sig');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}?exp=${exp}&sig=${thumbSig}` })).statusCode).toBe(
      403,
    );
    const signer = t.app.contexts.displays.mediaUrls;
    const expired = signer.sign(`${media.uid}/file`, Date.now() - 7 * 3600 * 1000);
    const res = await t.app.inject({ method: 'GET', url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link is invalid or has expired');
    const unknown = signer.sign('00000000-0000-4000-8000-000000000000/file');
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}` })).statusCode).toBe(400);
  });

  it('refuses a text file named .png (415), placeholder videos (415) and files without the field (400)', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const text = await upload(
      owner,
      display.id,
      'location',
      Buffer.from('this is not a picture at all, just text\n'.repeat(20)),
      'evil.png',
      'image/png',
      'de',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain('Dateityp ist nicht erlaubt');
    const svg = await upload(
      owner,
      display.id,
      'location',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    const video = await upload(owner, display.id, 'placeholder', await mp4Video(3), 'clip.mp4', 'video/mp4');
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe('Placeholder images must be JPEG, PNG, WebP or GIF pictures');
    const wrongField = multipart(await pngImage(), 'x.png', 'image/png', 'picture');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/displays/${display.id}/media?kind=location`,
      headers: { ...bearer(owner.accessToken), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/displays/${display.id}/media?kind=location`,
      headers: bearer(owner.accessToken),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(owner, display.id, 'logo', await pngImage())).statusCode).toBe(400);
    expect(await t.db.$count(displayMedia, eq(displayMedia.displayId, display.id))).toBe(0);
  });

  it("answers 400 for a broken multipart body, and 404 for another company's display before reading it", async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const stranger = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const png = await pngImage(16, 16);
    const cutOff = Buffer.concat([
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      png,
    ]);
    const broken: [string, string | Buffer][] = [
      ['multipart/form-data; boundary=x', '--x\r\n'],
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', 'not multipart at all'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"\r\n'],
      ['multipart/form-data; boundary=x', cutOff],
    ];
    const send = (token: string, type: string, payload: string | Buffer, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `/api/displays/${display.id}/media?kind=placeholder&lang=${lang}`,
        headers: { ...bearer(token), 'content-type': type },
        payload,
      });
    for (const [type, payload] of broken) {
      const own = await send(owner.accessToken, type, payload);
      expect(own.statusCode, `${type} ${payload.toString().slice(0, 40)}`).toBe(400);
      expect(own.json().message).toBe('The upload could not be read. Please choose the file again.');
      const foreign = await send(stranger.accessToken, type, payload);
      expect(foreign.statusCode).toBe(404);
    }
    const german = await send(owner.accessToken, 'multipart/form-data; boundary=x', '--x\r\n', 'de');
    expect(german.json().message).toBe(
      'Der Upload konnte nicht gelesen werden. Bitte wählen Sie die Datei erneut aus.',
    );
    // Another company gets 404 for a good upload too, and nothing is stored.
    const good = multipart(png, 'a.png', 'image/png');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/displays/${display.id}/media?kind=placeholder`,
      headers: { ...bearer(stranger.accessToken), ...good.headers },
      payload: good.payload,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.$count(displayMedia, eq(displayMedia.displayId, display.id))).toBe(0);
  });

  it('answers 413 for a file over the upload limit', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const big = Buffer.alloc(displayLimits.uploadMaxBytes + 1024);
    (await pngImage(16, 16)).copy(big);
    const res = await upload(owner, display.id, 'location', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is too large: at most 100 MB');
    expect(await t.db.$count(displayMedia, eq(displayMedia.displayId, display.id))).toBe(0);
  });

  it('measures videos: 3 s is fine with its duration and a thumbnail, 12 s is refused', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const long = await upload(owner, display.id, 'location', await mp4Video(12), 'long.mp4', 'video/mp4');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The video is too long: at most 10 seconds');
    const short = await upload(owner, display.id, 'location', await mp4Video(3), 'short.mp4', 'video/mp4');
    expect(short.statusCode).toBe(201);
    const media = short.json().media;
    expect(media.type).toBe('video/mp4');
    expect(media.durationSeconds).toBeCloseTo(3, 0);
    expect(media.thumbUrl).toContain('/thumb?');
    const [row] = await t.db.select().from(displayMedia).where(eq(displayMedia.id, media.uid));
    expect(row).toMatchObject({ width: 160, height: 90 });
    // A second video is refused.
    const second = await upload(owner, display.id, 'location', await mp4Video(3), 'again.mp4', 'video/mp4');
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('A display can have only one video');
    // With a video, the fifth picture is refused.
    for (let i = 0; i < 4; i++)
      expect((await upload(owner, display.id, 'location', await pngImage(320, 180))).statusCode).toBe(201);
    const fifth = await upload(owner, display.id, 'location', await pngImage(320, 180));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe('A display can have 5 pictures, or 4 pictures and one video');
  });

  it('refuses a sixth picture and a sixth placeholder; delete removes the row and the files', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const stranger = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const uids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await upload(owner, display.id, 'location', await pngImage(320, 180));
      expect(res.statusCode).toBe(201);
      uids.push(res.json().media.uid);
      expect((await upload(owner, display.id, 'placeholder', await pngImage(320, 180))).statusCode).toBe(201);
    }
    expect((await upload(owner, display.id, 'location', await pngImage(320, 180))).statusCode).toBe(400);
    const sixth = await upload(owner, display.id, 'placeholder', await pngImage(320, 180));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('A display can have at most 5 placeholder images');
    // A video when 5 pictures exist is refused too.
    expect((await upload(owner, display.id, 'location', await mp4Video(3), 'v.mp4', 'video/mp4')).statusCode).toBe(400);

    const [row] = await t.db.select().from(displayMedia).where(eq(displayMedia.id, uids[0]));
    const del = (login: Login, displayId: string, mediaId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/displays/${displayId}/media/${mediaId}?lang=de`,
        headers: bearer(login.accessToken),
      });
    expect((await del(stranger, display.id, uids[0])).statusCode).toBe(404);
    const other = await createDisplay(t.db, companyOf(owner));
    expect((await del(owner, other.id, uids[0])).statusCode).toBe(404);
    const ok = await del(owner, display.id, uids[0]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Datei erfolgreich gelöscht' });
    expect(await t.db.$count(displayMedia, eq(displayMedia.id, uids[0]))).toBe(0);
    expect(existsSync(t.storagePath(row.storageKey))).toBe(false);
    expect(existsSync(t.storagePath(row.thumbKey as string))).toBe(false);
    expect((await del(owner, display.id, uids[0])).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/displays/${display.id}/media/${uids[1]}` })).statusCode,
    ).toBe(419);
    // Now a sixth picture fits again.
    expect((await upload(owner, display.id, 'location', await pngImage(320, 180))).statusCode).toBe(201);
  });
});

describe('media of a completed display', () => {
  const del = (login: Login, displayId: string, mediaId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/displays/${displayId}/media/${mediaId}?lang=en`,
      headers: bearer(login.accessToken),
    });

  it('keeps at least one location picture and one placeholder: upload the new one first (409 otherwise)', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const picture = (await upload(owner, display.id, 'location', await pngImage(320, 180))).json().media.uid;
    const placeholder = (await upload(owner, display.id, 'placeholder', await pngImage(320, 180))).json().media.uid;
    const last = await del(owner, display.id, picture);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      'A completed display needs at least one location picture. Upload the new picture first, then delete this one.',
    );
    expect((await del(owner, display.id, placeholder)).json().message).toBe(
      'A completed display needs at least one placeholder image. Upload the new image first, then delete this one.',
    );
    expect(await t.db.$count(displayMedia, eq(displayMedia.displayId, display.id))).toBe(2);
    await upload(owner, display.id, 'location', await pngImage(320, 180));
    await upload(owner, display.id, 'placeholder', await pngImage(320, 180));
    expect((await del(owner, display.id, picture)).statusCode).toBe(200);
    expect((await del(owner, display.id, placeholder)).statusCode).toBe(200);
    // A draft may be left without any.
    const draft = await createDisplay(t.db, companyOf(owner), { status: 'draft', stepsDone: 3 });
    const only = (await upload(owner, draft.id, 'location', await pngImage(320, 180))).json().media.uid;
    expect((await del(owner, draft.id, only)).statusCode).toBe(200);
  });

  it('needs the wizard key of the display too: EDIT_DISPLAY for a completed one, CREATE_DISPLAY for a draft (403)', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const mediaOnly = await createRole(
      t.db,
      companyOf(owner),
      ['MANAGE_LOCATION_MEDIA', 'MANAGE_PLACEHOLDER_MEDIA', 'CREATE_DISPLAY'],
      'Media only',
    );
    const helper = await createLoggedInUser(t.app.deps, {
      companyId: companyOf(owner),
      roleId: mediaOnly.id,
      userType: 'companyUser',
    });
    const completed = await createDisplay(t.db, companyOf(owner));
    const draft = await createDisplay(t.db, companyOf(owner), { status: 'draft', stepsDone: 2 });
    expect((await upload(helper, completed.id, 'location', await pngImage(320, 180))).statusCode).toBe(403);
    const mine = await upload(helper, draft.id, 'location', await pngImage(320, 180));
    expect(mine.statusCode).toBe(201);
    const kept = (await upload(owner, completed.id, 'location', await pngImage(320, 180))).json().media.uid;
    await upload(owner, completed.id, 'location', await pngImage(320, 180));
    expect((await del(helper, completed.id, kept)).statusCode).toBe(403);
    expect((await del(helper, draft.id, mine.json().media.uid)).statusCode).toBe(200);
  });
});

describe('shutdown', () => {
  it('removes the files of a shut-down display once the transaction has committed', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const uploaded = await upload(owner, display.id, 'location', await pngImage(640, 360));
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.db.select().from(displayMedia).where(eq(displayMedia.id, uploaded.json().media.uid));
    const files = [row.storageKey, row.thumbKey as string].map(t.storagePath);
    expect(files.every((f) => existsSync(f))).toBe(true);

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/displays/shutdown',
      headers: bearer(owner.accessToken),
      payload: { displayIds: [display.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: uploaded.json().media.url })).statusCode).toBe(404);
  });
});
