import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3rverCredentials, startS3Server } from '../test/s3-server.ts';
import { createS3Storage, type S3StorageConfig } from './s3-storage.ts';
import { storageFor } from './storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let base: S3StorageConfig;
beforeAll(async () => {
  s3 = await startS3Server(['plakat-test', 'other-bucket']);
  base = {
    bucket: 'plakat-test',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    ...s3rverCredentials,
    forcePathStyle: true,
    prefix: '',
  };
});
afterAll(() => s3?.close());

/** The object keys in a bucket, as S3 lists them. */
async function listKeys(bucket = 'plakat-test'): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: s3rverCredentials,
    forcePathStyle: true,
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('S3 storage (against s3rver)', () => {
  it('writes, reads (also a byte range), stats and deletes by key', async () => {
    const storage = createS3Storage(base);
    await storage.putBuffer('a/b/c.txt', Buffer.from('hello world'));
    expect(await storage.stat('a/b/c.txt')).toEqual({ size: 11 });
    expect(await text(storage.read('a/b/c.txt'))).toBe('hello world');
    expect(await text(storage.read('a/b/c.txt', { start: 6, end: 10 }))).toBe('world');
    expect(await text(storage.read('a/b/c.txt', { start: 0, end: 1 }))).toBe('he');
    // s3rver takes an end of 0 for "to the end" and answers 0-0 whole (S3 sends one byte): a store that ignores the
    // range must fail the stream rather than send more bytes than the Content-Length the route already set.
    await expect(text(storage.read('a/b/c.txt', { start: 0, end: 0 }))).rejects.toThrow(
      /answered 11 bytes for the range 0-0/,
    );
    expect(s3.requests).toContain('GET /plakat-test/a/b/c.txt?x-id=GetObject');
    await storage.delete(['a/b/c.txt', 'a/b/missing.txt']);
    expect(await storage.stat('a/b/c.txt')).toBeNull();
    await storage.delete([]);
  });

  it('copies an object to a new, independent key (server-side)', async () => {
    const storage = createS3Storage(base);
    await storage.putBuffer('copy/source_1.txt', Buffer.from('original'));
    await storage.copy('copy/source_1.txt', 'copy/deeper/target.txt');
    await storage.delete(['copy/source_1.txt']);
    expect(await text(storage.read('copy/deeper/target.txt'))).toBe('original');
    await expect(storage.copy('copy/missing.txt', 'copy/never.txt')).rejects.toThrow();
    expect(await storage.stat('copy/never.txt')).toBeNull();
  });

  it('moves a local file in (the source is removed) and replaces an existing key whole', async () => {
    const storage = createS3Storage(base);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'plakat-s3-upload-'));
    const source = path.join(dir, 'upload.part');
    writeFileSync(source, 'new content');
    await storage.putBuffer('x/file.bin', Buffer.from('old'));
    await storage.putFile('x/file.bin', source);
    expect(await text(storage.read('x/file.bin'))).toBe('new content');
    expect(await storage.stat('x/file.bin')).toEqual({ size: 11 });
    expect(existsSync(source)).toBe(false);
    // A failed upload keeps the source, like a failed rename on disk.
    writeFileSync(source, 'kept');
    await expect(
      createS3Storage({ ...base, bucket: 'no-such-bucket' }).putFile('x/file.bin', source),
    ).rejects.toThrow();
    expect(existsSync(source)).toBe(true);
    await storage.delete(['x/file.bin']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers null for a missing key and a stream error when reading one', async () => {
    const storage = createS3Storage(base);
    expect(await storage.stat('nothing/here.jpg')).toBeNull();
    await expect(text(storage.read('nothing/here.jpg'))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('throws, instead of answering "missing", when the store refuses the request', async () => {
    const storage = createS3Storage({ ...base, secretAccessKey: 'wrong' });
    await expect(storage.stat('a/b/c.txt')).rejects.toThrow();
    await expect(storage.putBuffer('a/b/c.txt', Buffer.from('x'))).rejects.toThrow();
  });

  it('puts every key under the prefix and sees only its own prefix', async () => {
    const config = { ...base, bucket: 'other-bucket', prefix: 'tenant-a/media' };
    const storage = createS3Storage(config);
    await storage.putBuffer('display-media/1/2/3.png', Buffer.from('png'));
    expect(await listKeys('other-bucket')).toEqual(['tenant-a/media/display-media/1/2/3.png']);
    expect(await text(storage.read('display-media/1/2/3.png', { start: 1, end: 2 }))).toBe('ng');
    expect(await createS3Storage({ ...config, prefix: 'tenant-b' }).stat('display-media/1/2/3.png')).toBeNull();
    expect(await createS3Storage({ ...config, prefix: '' }).stat('tenant-a/media/display-media/1/2/3.png')).toEqual({
      size: 3,
    });
    await storage.delete(['display-media/1/2/3.png']);
    expect(await listKeys('other-bucket')).toEqual([]);
  });

  it('deletes more than 1000 keys in batches of 1000', async () => {
    const storage = createS3Storage(base);
    await storage.putBuffer('many/first.txt', Buffer.from('1'));
    await storage.putBuffer('many/last.txt', Buffer.from('2'));
    const keys = [
      'many/first.txt',
      ...Array.from({ length: 1000 }, (_, i) => `many/missing-${i}.txt`),
      'many/last.txt',
    ];
    const before = s3.requests.length;
    await storage.delete(keys);
    expect(s3.requests.slice(before).filter((r) => /^POST \/plakat-test\/?\?delete/.test(r))).toHaveLength(2);
    expect(await storage.stat('many/first.txt')).toBeNull();
    expect(await storage.stat('many/last.txt')).toBeNull();
  });

  it('refuses bad keys before sending anything', async () => {
    const storage = createS3Storage(base);
    await storage.putBuffer('keep/me.txt', Buffer.from('x'));
    const before = s3.requests.length;
    await expect(storage.delete(['keep/me.txt', '../escape'])).rejects.toThrow(/invalid storage key/);
    expect(() => storage.read('a//b')).toThrow(/invalid storage key/);
    await expect(storage.stat('/etc/passwd')).rejects.toThrow(/invalid storage key/);
    expect(s3.requests.length).toBe(before);
    expect(await storage.stat('keep/me.txt')).toEqual({ size: 1 });
    await storage.delete(['keep/me.txt']);
  });

  it('stops the download when the reader goes away', async () => {
    const storage = createS3Storage(base);
    await storage.putBuffer('big/file.bin', Buffer.alloc(4 * 1024 * 1024, 7));
    const stream = storage.read('big/file.bin');
    await new Promise<void>((resolve, reject) => {
      stream.once('data', () => {
        stream.destroy();
        resolve();
      });
      stream.once('error', reject);
    });
    // The client is still usable afterwards (no stuck socket).
    expect(await storage.stat('big/file.bin')).toEqual({ size: 4 * 1024 * 1024 });
    await storage.delete(['big/file.bin']);
  });

  it('storageFor picks S3 when the config has a bucket, the data folder otherwise', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plakat-data-'));
    const config = { dataDir, s3: base };
    expect(storageFor(config)).toBe(storageFor(config));
    await storageFor(config).putBuffer('chosen/by-config.txt', Buffer.from('s3'));
    expect(await listKeys()).toContain('chosen/by-config.txt');
    expect(existsSync(path.join(dataDir, 'storage', 'chosen', 'by-config.txt'))).toBe(false);
    expect(await storageFor({ dataDir }).stat('chosen/by-config.txt')).toBeNull();
    await storageFor(config).delete(['chosen/by-config.txt']);
  });
});
