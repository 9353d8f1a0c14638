import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { alice, mallory, prefix, resumableTestApp, closeTestS3, uploadStores } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof resumableTestApp>>;
const tus = { 'tus-resumable': '1.0.0' };
let t: TestApp;
afterEach(() => t.app.close());
afterAll(closeTestS3);

const create = (length: number, owner = alice, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${prefix}/`,
    headers: { ...tus, 'x-owner': owner, 'upload-length': String(length), 'accept-language': lang },
  });
const patch = (location: string, offset: number, body: Buffer, owner = alice) =>
  t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...tus,
      'x-owner': owner,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });
const head = (location: string) =>
  t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, 'x-owner': alice } });

describe.each(uploadStores)('resumable uploads on %s: the size limit', (store) => {
  it('refuses an Upload-Length over the limit at creation, translated', async () => {
    t = await resumableTestApp({ store, maxFileSize: 1024 });
    const refused = await create(1025);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The file is too large: at most 1 KB per file.');
    expect((await create(1025, alice, 'de')).json().message).toBe('Die Datei ist zu groß: höchstens 1 KB pro Datei.');
    expect(await t.leftovers()).toEqual([]);
  });

  it('refuses a PATCH sending more than the declared length and keeps nothing', async () => {
    t = await resumableTestApp({ store, maxFileSize: 1024 });
    const location = (await create(100)).headers.location as string;
    await patch(location, 0, Buffer.alloc(50));
    const over = await patch(location, 50, Buffer.alloc(60));
    expect(over.statusCode).toBe(413);
    expect(await t.leftovers()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
    expect(t.state.completed).toEqual([]);
  });
});

describe.each(uploadStores)('resumable uploads on %s: the quota', (store) => {
  it('refuses at creation what does not fit, counting the other unfinished uploads of the company', async () => {
    t = await resumableTestApp({ store, quota: 100 });
    const tooMuch = await create(101);
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().message).toBe("Your company's storage space is full: 100 bytes are still free.");
    expect((await create(60)).statusCode).toBe(201);
    expect((await create(60)).statusCode).toBe(413);
    // Another company has its own quota.
    expect((await create(60, mallory)).statusCode).toBe(201);
  });

  it('refuses while streaming when the space went elsewhere meanwhile, and keeps nothing', async () => {
    t = await resumableTestApp({ store, quota: 100 });
    const location = (await create(60)).headers.location as string;
    expect((await patch(location, 0, Buffer.alloc(20))).statusCode).toBe(204);
    t.state.used.set('company-a', 50); // another upload of the company was stored in the meantime
    const refused = await patch(location, 20, Buffer.alloc(40));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/storage space is full/);
    expect(await t.leftovers()).toEqual([]);
    expect(t.state.completed).toEqual([]);
  });

  it('the finished upload counts: the next one no longer fits', async () => {
    t = await resumableTestApp({ store, quota: 100 });
    const location = (await create(80)).headers.location as string;
    expect((await patch(location, 0, Buffer.alloc(80))).statusCode).toBe(200);
    expect((await create(30)).statusCode).toBe(413);
    expect((await create(20)).statusCode).toBe(201);
  });
});
