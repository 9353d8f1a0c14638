import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type S3StorageConfig, s3ClientConfig } from '../../storage/s3-storage.ts';
import { s3UploadFolder } from './s3-store.ts';
import { alice, bob, mallory, prefix, resumableTestApp, closeTestS3, uploadStores } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof resumableTestApp>>;
const tus = { 'tus-resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz'); // 36 bytes

let t: TestApp;
afterEach(() => t.app.close());
afterAll(closeTestS3);

async function create(owner = alice, length: number | string = bytes.length, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${prefix}/`,
    headers: {
      ...tus,
      'x-owner': owner,
      'upload-length': String(length),
      'upload-metadata': `filename ${b64('../evil\u202Ename.jpg')},filetype ${b64('image/jpeg')}`,
      ...extra,
    },
  });
}
const patch = (location: string, offset: number, body: Buffer, owner = alice, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...tus,
      'x-owner': owner,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...extra,
    },
    payload: body,
  });
const head = (location: string, owner = alice) =>
  t.app.inject({ method: 'HEAD', url: location, headers: { ...tus, 'x-owner': owner } });
const result = (location: string, owner = alice) =>
  t.app.inject({ method: 'GET', url: location, headers: { 'x-owner': owner } });
const remove = (location: string, owner = alice) =>
  t.app.inject({ method: 'DELETE', url: location, headers: { ...tus, 'x-owner': owner } });
async function started(owner = alice, length = bytes.length) {
  const response = await create(owner, length);
  expect(response.statusCode).toBe(201);
  return response.headers.location as string;
}

describe.each(uploadStores)('resumable uploads on %s: the protocol', (store) => {
  beforeEach(async () => {
    t = await resumableTestApp({ store });
  });

  it('creates, takes three chunks, shows the offset and hands the finished file to onComplete', async () => {
    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    expect(created.headers['access-control-expose-headers']).toMatch(/Upload-Offset.*Location/);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${prefix}/[0-9a-f]{32}$`));

    const first = await patch(location, 0, bytes.subarray(0, 10));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe('10');
    const status = await head(location);
    expect(status.statusCode).toBe(200);
    expect(status.headers['upload-offset']).toBe('10');
    expect(status.headers['upload-length']).toBe(String(bytes.length));
    expect(status.headers['cache-control']).toBe('no-store');
    expect(String(status.headers['upload-metadata'])).not.toMatch(/plakat/);

    expect((await patch(location, 10, bytes.subarray(10, 20))).headers['upload-offset']).toBe('20');
    const last = await patch(location, 20, bytes.subarray(20));
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ fileId: `file-${location.split('/').pop()}` });

    expect(t.state.completed).toHaveLength(1);
    const [done] = t.state.completed;
    expect(done.bytes.equals(bytes)).toBe(true);
    expect(done.owner).toEqual({ companyId: 'company-a', userId: 'alice' });
    expect(done.upload).toMatchObject({
      size: bytes.length,
      filename: '../evilname.jpg',
      claimedType: 'image/jpeg',
    });
    const id = location.split('/').pop();
    expect(await t.leftovers()).toEqual([`${id}.done`]);
  });

  it('remembers a finished upload until the expiry, for a client that lost the last answer', async () => {
    const location = await started();
    expect((await result(location)).statusCode).toBe(409);
    expect((await patch(location, 0, bytes)).statusCode).toBe(200);
    const again = await head(location);
    expect(again.statusCode).toBe(200);
    expect(again.headers['upload-offset']).toBe(String(bytes.length));
    expect(again.headers['upload-length']).toBe(String(bytes.length));
    expect((await result(location)).json()).toEqual({ fileId: `file-${location.split('/').pop()}` });
    expect((await result(location, mallory)).statusCode).toBe(404);
    expect((await head(location, bob)).statusCode).toBe(404);
    expect((await patch(location, bytes.length, bytes)).statusCode).toBe(404);
    expect(await t.uploads.sweepExpired(Date.now() + 3600_000 + 1000)).toBe(1);
    expect(await t.leftovers()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it('answers 409 to a wrong offset and changes nothing', async () => {
    const location = await started();
    await patch(location, 0, bytes.subarray(0, 10));
    const wrong = await patch(location, 5, bytes.subarray(5, 15));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toMatch(/wrong position/);
    expect(wrong.headers['tus-resumable']).toBe('1.0.0');
    expect((await head(location)).headers['upload-offset']).toBe('10');
  });

  it("answers 404 to another company's or another user's upload and changes nothing", async () => {
    const location = await started();
    await patch(location, 0, bytes.subarray(0, 10));
    for (const stranger of [mallory, bob]) {
      expect((await head(location, stranger)).statusCode).toBe(404);
      expect((await patch(location, 10, bytes.subarray(10), stranger)).statusCode).toBe(404);
      expect((await remove(location, stranger)).statusCode).toBe(404);
    }
    expect((await head(location)).headers['upload-offset']).toBe('10');
    expect(t.state.completed).toEqual([]);
  });

  it('DELETE removes the upload and its bytes', async () => {
    const location = await started();
    await patch(location, 0, bytes.subarray(0, 10));
    expect((await remove(location)).statusCode).toBe(204);
    expect(await t.leftovers()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it('the expiry sweep removes unfinished uploads older than the expiry, not newer ones', async () => {
    const location = await started();
    await patch(location, 0, bytes.subarray(0, 10));
    expect(await t.uploads.sweepExpired()).toBe(0);
    expect(await t.uploads.sweepExpired(Date.now() + 3600_000 + 1000)).toBe(1);
    expect(await t.leftovers()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it.runIf(store === 's3')(
    'the sweep also ends a multipart upload whose description is gone, and stray local copies',
    async () => {
      const location = await started();
      await patch(location, 0, bytes.subarray(0, 10));
      const id = location.split('/').pop() as string;
      const s3 = t.s3 as S3StorageConfig;
      const client = new S3Client(s3ClientConfig(s3));
      const folder = s3UploadFolder(s3, path.basename(t.directory));
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${folder}${id}.info` }));
      // And a local copy a crash left while it was checked.
      await writeFile(path.join(t.directory, 'f'.repeat(32)), 'left');
      expect(await t.leftovers()).toEqual([id, `${id}.part`, 'f'.repeat(32)]);
      expect(await t.uploads.sweepExpired(Date.now() + 3600_000 + 1000)).toBe(2);
      expect(await t.leftovers()).toEqual([]);
    },
  );

  it('a file onComplete refuses leaves nothing behind, with the translated refusal', async () => {
    t.state.refuse = true;
    const location = await started();
    const refused = await patch(location, 0, bytes, alice, { 'accept-language': 'de' });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).not.toMatch(/refused/);
    expect(await t.leftovers()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it('takes chunks larger than the JSON body limit', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const location = await started(alice, big.length);
    expect((await patch(location, 0, big)).statusCode).toBe(200);
    expect(t.state.completed[0].bytes.equals(big)).toBe(true);
  });
});

describe.each(uploadStores)('resumable uploads on %s: bad input', (store) => {
  beforeEach(async () => {
    t = await resumableTestApp({ store });
  });

  it('answers 400 with a translated message', async () => {
    const location = await started();
    const cases = [
      await create(alice, 'many'),
      await create(alice, 0),
      await t.app.inject({ method: 'POST', url: `${prefix}/`, headers: { ...tus, 'x-owner': alice } }),
      await create(alice, '', { 'upload-defer-length': '1' }),
      await patch(location, -1 as number, bytes),
      await create(alice, 10, { 'upload-metadata': 'bad key with spaces' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await create(alice, 0, { 'accept-language': 'de' })).json().message).toBe('Die Datei ist leer.');
    expect((await head(`${prefix}/not-an-id`)).statusCode).toBe(400);
  });

  it('answers 403 when authorize refuses the user, before anything is created or read', async () => {
    const location = await started();
    expect((await create('company-a:viewer')).statusCode).toBe(403);
    expect((await patch(location, 0, bytes, 'company-a:viewer')).statusCode).toBe(403);
    expect((await remove(location, 'company-a:viewer')).statusCode).toBe(403);
    expect((await head(location)).headers['upload-offset']).toBe('0');
    expect(await t.leftovers()).toHaveLength(2);
  });

  it('an owner the client names in Upload-Metadata is replaced by the real one', async () => {
    const spoofed = `plakatOwnerCompany ${b64('company-b')},plakatOwnerUser ${b64('mallory')}`;
    const location = (await create(alice, bytes.length, { 'upload-metadata': spoofed })).headers.location as string;
    expect((await head(location, mallory)).statusCode).toBe(404);
    expect((await head(location)).statusCode).toBe(200);
  });

  it('answers 401 without an owner, 412 without Tus-Resumable, 400 to a PATCH of another type', async () => {
    const location = await started();
    expect((await head(location, '')).statusCode).toBe(401);
    const noVersion = await t.app.inject({ method: 'HEAD', url: location, headers: { 'x-owner': alice } });
    expect(noVersion.statusCode).toBe(412);
    const json = await patch(location, 0, bytes, alice, { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(400);
    expect((await head(location)).headers['upload-offset']).toBe('0');
  });
});
