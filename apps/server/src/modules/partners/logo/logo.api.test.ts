import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, displayShares } from '../../../db/schema/index.ts';
import { pngImage, jpegImage, multipart } from '../../../media/test-media.ts';
import { createDisplay } from '../../../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../../../test/helper.ts';
import { type PartnerDisplayWorld, partnerDisplayWorld } from '../shared-displays/test-world.ts';

let t: TestApp;
let w: PartnerDisplayWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await partnerDisplayWorld(t);
});
afterAll(() => t.close());

const put = (token: string | undefined, data: Buffer, filename = 'logo.png', type = 'image/png', lang = 'en') => {
  const body = multipart(data, filename, type);
  return t.app.inject({
    method: 'PUT',
    url: `/api/company/logo?lang=${lang}`,
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
};
const logoColumns = async (id: string) =>
  (
    await t.db
      .select({ key: companies.logoKey, version: companies.logoVersion })
      .from(companies)
      .where(eq(companies.id, id))
  )[0];

describe('company logo', () => {
  it('the owner uploads, replaces and removes it; the lists show its versioned address', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/company/logo', headers: bearer(w.p1Token) })).json(),
    ).toEqual({ logoThumbUrl: null });
    const first = await put(w.p1Token, await pngImage(800, 400), 'logo.png', 'image/png', 'de');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Das Firmenlogo wurde gespeichert.',
      logoThumbUrl: `/api/files/company-logos/${w.p1.id}/1.webp`,
    });
    const file = await t.app.inject({ method: 'GET', url: first.json().logoThumbUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // A JPEG sent as a PNG: the bytes decide. The old version's address answers 404, its file is gone.
    const second = await put(w.p1Token, await jpegImage(), 'wrong.png', 'image/png');
    expect(second.json().logoThumbUrl).toBe(`/api/files/company-logos/${w.p1.id}/2.webp`);
    expect((await t.app.inject({ method: 'GET', url: first.json().logoThumbUrl })).statusCode).toBe(404);
    expect(await t.app.deps.storage.stat(`company-logos/${w.p1.id}/1.webp`)).toBeNull();

    // The share modal's partner list and the partner display overview carry it.
    const d = await createDisplay(t.db, w.own.id, { shareOptions: 'restricted' });
    await t.db.insert(displayShares).values({ displayId: d.id, partnerCompanyId: w.p1.id });
    const modal = await t.app.inject({ method: 'GET', url: `/api/partners/${d.id}`, headers: bearer(w.ownerToken) });
    const partners = modal.json().partners as { id: string; logoThumbUrl: string | null }[];
    expect(partners.find((p) => p.id === w.p1.id)?.logoThumbUrl).toBe(second.json().logoThumbUrl);
    expect(partners.find((p) => p.id === w.p2.id)?.logoThumbUrl).toBeNull();
    await createDisplay(t.db, w.p1.id);
    const overview = await t.app.inject({
      method: 'POST',
      url: '/api/partnerDisplays/search',
      headers: bearer(w.ownerToken),
      payload: { companyId: w.p1.id },
    });
    expect(overview.json().displays[0].logoThumbUrl).toBe(second.json().logoThumbUrl);
    const list = await t.app.inject({ method: 'GET', url: '/api/partners', headers: bearer(w.ownerToken) });
    const items = list.json().items as { id: string; logoThumbUrl: string | null }[];
    expect(items.find((p) => p.id === w.p1.id)?.logoThumbUrl).toBe(second.json().logoThumbUrl);
    expect(items.find((p) => p.id === w.p2.id)?.logoThumbUrl).toBeNull();

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/company/logo', headers: bearer(w.p1Token) });
    expect(removed.json()).toEqual({ message: 'The company logo has been removed.', logoThumbUrl: null });
    expect(await logoColumns(w.p1.id)).toEqual({ key: null, version: 2 });
    expect((await t.app.inject({ method: 'GET', url: second.json().logoThumbUrl })).statusCode).toBe(404);
    expect(await t.app.deps.storage.stat(`company-logos/${w.p1.id}/2.webp`)).toBeNull();
  });

  it('refuses what is not a picture (400), too big (413), not multipart (415) and a missing file (400)', async () => {
    const text = await put(w.ownerToken, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The file is not a picture. Upload a JPEG, PNG, WebP or GIF image.');
    const big = await put(w.ownerToken, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png', 'de');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Das Logo darf höchstens 5 MB groß sein.');
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: bearer(w.ownerToken),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = multipart(await pngImage(), 'a.png', 'image/png', 'picture');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/company/logo',
      headers: { ...bearer(w.ownerToken), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(await logoColumns(w.own.id)).toEqual({ key: null, version: 0 });
  });

  it('403 for a user who is not the owner, 419 without a token, 400 for a bad address; nothing changes', async () => {
    const res = await put(w.noKeysToken, await pngImage(), 'a.png', 'image/png', 'de');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nur der Inhaber des Unternehmens kann das Firmenlogo ändern.');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/company/logo', headers: bearer(w.noKeysToken) })).statusCode,
    ).toBe(403);
    expect((await put(undefined, await pngImage())).statusCode).toBe(419);
    expect(await logoColumns(w.own.id)).toEqual({ key: null, version: 0 });
    for (const url of [`/api/files/company-logos/nope/1.webp`, `/api/files/company-logos/${w.own.id}/x.webp`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/company-logos/${w.own.id}/1.webp` })).statusCode).toBe(
      404,
    );
  });
});
