import { existsSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayMedia, mediaFiles } from '../db/schema/index.ts';
import { multipart, pngImage } from '../media/test-media.ts';
import { createCompany, createDisplay, createLoggedInUser } from '../test/factories.ts';
import { type TestApp, bearer, buildTestApp } from '../test/helper.ts';
import { s3rverCredentials, startS3Server } from '../test/s3-server.ts';
import { assertStorageKey } from './file-storage.ts';
import { storageFor } from './storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ ...s3.env, S3_PREFIX: 'plakat' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: s3rverCredentials,
    forcePathStyle: true,
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: 'plakat-test' }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('display media on S3 storage (S3_BUCKET set)', () => {
  it('uploads into the bucket, serves the file and byte ranges by signed URL, and deletes from the bucket', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const companyId = owner.user.companyId as string;
    // A draft: a completed display would keep its last location picture (409).
    const display = await createDisplay(t.db, companyId, { status: 'draft', stepsDone: 3 });
    const body = multipart(await pngImage(1280, 720), 'file.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/displays/${display.id}/media?kind=location&lang=en`,
      headers: { ...bearer(owner.accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const media = res.json().media;
    const [row] = await t.db.select().from(displayMedia).where(eq(displayMedia.id, media.uid));
    expect(await bucketKeys()).toEqual([`plakat/${row.storageKey}`, `plakat/${row.thumbKey}`].sort());
    // The listing a backup reads: keys relative to S3_PREFIX, with their sizes.
    const listed: { key: string; size: number }[] = [];
    for await (const file of storageFor(t.app.deps.config).list()) listed.push(file);
    expect(listed.map((f) => f.key).sort()).toEqual([row.storageKey, row.thumbKey].sort());
    expect(listed.find((f) => f.key === row.storageKey)?.size).toBe(row.sizeBytes);
    // Nothing on the local disk, and the upload's temp files are gone.
    expect(existsSync(path.join(t.app.deps.config.dataDir, 'storage', ...row.storageKey.split('/')))).toBe(false);

    const file = await t.app.inject({ method: 'GET', url: media.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Number(file.headers['content-length'])).toBe(row.sizeBytes);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1280);
    const partial = await t.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=1-3' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 1-3/${row.sizeBytes}`);
    expect(partial.rawPayload.toString('latin1')).toBe('PNG');
    const tail = await t.app.inject({ method: 'GET', url: media.url, headers: { range: 'bytes=-4' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(file.rawPayload.subarray(-4));
    const thumb = await t.app.inject({ method: 'GET', url: media.thumbUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/displays/${display.id}/media/${media.uid}`,
      headers: bearer(owner.accessToken),
    });
    expect(del.statusCode).toBe(200);
    expect(await bucketKeys()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(404);
  });

  it('answers 404 when the object is missing from the bucket', async () => {
    const owner = await createLoggedInUser(t.app.deps);
    const display = await createDisplay(t.db, owner.user.companyId as string);
    const [row] = await t.db
      .insert(displayMedia)
      .values({
        displayId: display.id,
        companyId: owner.user.companyId as string,
        kind: 'location',
        storageKey: 'gone/x.png',
        mime: 'image/png',
        sizeBytes: 1,
      })
      .returning();
    const url = t.app.contexts.displays.mediaUrls.sign(`${row.id}/file`);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(s3.requests).toContain('HEAD /plakat-test/plakat/gone/x.png');
  });
});

describe('resumable pool uploads on S3 (MEDIA_UPLOAD_STORE=s3 by default with S3_BUCKET)', () => {
  it('keeps the parts in the bucket below .uploads, stores the finished file, and backups skip the parts', async () => {
    const { company, roleIds } = await createCompany(t.db);
    const owner = await createLoggedInUser(t.app.deps, {
      companyId: company.id,
      roleId: roleIds.owner,
      userType: 'companyOwner',
    });
    const png = await pngImage(640, 360);
    const headers = { ...bearer(owner.accessToken), 'tus-resumable': '1.0.0' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/mediapools/uploads/',
      headers: { ...headers, 'upload-length': String(png.length) },
    });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const id = location.split('/').pop() as string;
    const patch = (offset: number, body: Buffer) =>
      t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: body,
      });
    const half = Math.floor(png.length / 2);
    expect((await patch(0, png.subarray(0, half))).statusCode).toBe(204);
    expect(await bucketKeys()).toEqual([
      `plakat/.uploads/media-pool/${id}.info`,
      `plakat/.uploads/media-pool/${id}.part`,
    ]);
    const listed: string[] = [];
    for await (const file of storageFor(t.app.deps.config).list()) listed.push(file.key);
    // Not storage keys (the leading dot): a backup skips them.
    expect(listed).toHaveLength(2);
    for (const key of listed) expect(() => assertStorageKey(key)).toThrow();

    const done = await patch(half, png.subarray(half));
    expect(done.statusCode).toBe(200);
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, done.json().id));
    expect(await bucketKeys()).toEqual(
      [`plakat/${row.storageKey}`, `plakat/${row.thumbKey}`, `plakat/.uploads/media-pool/${id}.done`].sort(),
    );
    // The downloaded copy the checks read is gone from the local disk.
    expect(existsSync(path.join(t.app.deps.config.dataDir, 'tmp', 'resumable', 'media-pool', id))).toBe(false);
  });
});
