import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia } from '../../../db/schema/index.ts';
import { type Login, companyOf, createDisplay, createLoggedInUser } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { multipart } from '../../../media/test-media.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MEDIA_MAX_PIXELS: '40000000' });
});
afterAll(() => t.close());

async function upload(login: Login, id: string, data: Buffer, type: string, lang = 'en') {
  const body = multipart(data, 'upload', type);
  return t.app.inject({
    method: 'POST',
    url: `/api/displays/${id}/media?kind=location&lang=${lang}`,
    headers: { ...bearer(login.accessToken), ...body.headers },
    payload: body.payload,
  });
}

/** A 600x400 JPEG shot "upside down" (EXIF orientation 6: turn 90° clockwise) with a GPS position and a camera. */
const phonePhoto = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#52c41a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Jane Doe' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('pictures leave the server without their metadata', () => {
  it('stores a JPEG with EXIF GPS turned upright and without any EXIF; the file served is the stripped one', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 600, height: 400 });
    // With the GPS block (IFD3) the EXIF is 368 bytes, 254 without it.
    expect(before.exif?.length).toBeGreaterThan(300);
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const res = await upload(owner, display.id, photo, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(displayMedia).where(eq(displayMedia.id, res.json().media.uid));
    expect(row).toMatchObject({ width: 400, height: 600, mime: 'image/jpeg' });
    const stored = readFileSync(t.storagePath(row.storageKey));
    expect(row.sizeBytes).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const text of ['PhoneMaker', 'Jane Doe', 'Exif']) expect(stored.includes(Buffer.from(text))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: res.json().media.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('refuses a 16,000 x 16,000 PNG (256 megapixels) with a translated 413 and stores nothing', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, companyOf(owner));
    const huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const en = await upload(owner, display.id, huge, 'image/png');
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe('The picture is too large: at most 40 megapixels');
    const de = await upload(owner, display.id, huge, 'image/png', 'de');
    expect(de.statusCode).toBe(413);
    expect(de.json().message).toBe('Das Bild ist zu groß: höchstens 40 Megapixel');
    expect(await t.db.select().from(displayMedia).where(eq(displayMedia.displayId, display.id))).toEqual([]);
  });
});
