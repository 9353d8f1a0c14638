import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.ts';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { type S3StorageConfig, s3ClientConfig } from '../../storage/s3-storage.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { createResumableUploads } from './index.ts';
import { s3UploadFolder } from './s3-store.ts';
import type { FinishedUpload, UploadOwner } from './types.ts';

export const prefix = '/api/uploads';
export const alice = 'company-a:alice';
export const bob = 'company-a:bob';
export const mallory = 'company-b:mallory';

/** The stores every upload test runs against: the local disk and S3 (the fake S3 server of src/test). */
export const uploadStores = ['disk', 's3'] as const;
export type UploadStoreKind = (typeof uploadStores)[number];

let s3Server: ReturnType<typeof startS3Server> | undefined;
/** The fake S3 server, started by the first S3 test of a file; `closeTestS3` in its afterAll stops it. */
async function testBucket(): Promise<S3StorageConfig> {
  s3Server ??= startS3Server();
  const { env } = await s3Server;
  return {
    bucket: env.S3_BUCKET,
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    prefix: `test-${randomBytes(4).toString('hex')}`, // one app's objects apart from another's
  };
}
export async function closeTestS3() {
  const server = await s3Server;
  s3Server = undefined;
  await server?.close();
}

/** What an upload area holds (S3: its objects and multipart uploads, named from the area's folder; disk: files). */
function leftoversIn(directory: string, s3: S3StorageConfig | undefined) {
  if (!s3) return () => readdir(directory);
  const client = new S3Client(s3ClientConfig(s3));
  const folder = s3UploadFolder(s3, path.basename(directory));
  return async () => {
    const [objects, multiparts, local] = await Promise.all([
      client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: folder })),
      client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket, Prefix: folder })),
      readdir(directory).catch(() => [] as string[]),
    ]);
    const keys = [...(objects.Contents ?? []), ...(multiparts.Uploads ?? [])].map((o) => o.Key ?? '');
    return [...keys.filter((key) => key.startsWith(folder)).map((key) => key.slice(folder.length)), ...local].sort();
  };
}

/**
 * A tiny app that mounts the resumable routes the way a context does, with an owner from the `x-owner` header
 * ("company:user"), a quota per company and an onComplete that keeps the bytes (or refuses, when told to).
 */
export async function resumableTestApp(
  opts: { maxFileSize?: number; quota?: number; expiryMs?: number; store?: UploadStoreKind } = {},
) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'plakat-resumable-'));
  const s3 = opts.store === 's3' ? await testBucket() : undefined;
  const state = {
    used: new Map<string, number>(),
    completed: [] as { owner: UploadOwner; upload: FinishedUpload; bytes: Buffer }[],
    refuse: false,
  };
  const uploads = createResumableUploads({
    directory,
    s3,
    maxFileSize: opts.maxFileSize ?? 1024 * 1024 * 8,
    expiryMs: opts.expiryMs ?? 3600_000,
    access: { auth: 'company' },
    openapi: { tag: 'uploads', operationPrefix: 'testUpload' },
    authorize: (request) => {
      const header = request.headers['x-owner'];
      if (typeof header !== 'string' || !header.includes(':')) throw new ApiError(401, 'api.sessionInvalid');
      if (header.endsWith(':viewer')) throw new ApiError(403, 'api.forbidden');
      const [companyId, userId] = header.split(':');
      return { companyId, userId };
    },
    remainingBytes: async (owner) => (opts.quota ?? 1024 ** 3) - (state.used.get(owner.companyId) ?? 0),
    onComplete: async (owner, upload) => {
      if (state.refuse) throw new ApiError(415, 'api.unsupportedMediaType');
      const bytes = await readFile(upload.path);
      state.completed.push({ owner, upload, bytes });
      state.used.set(owner.companyId, (state.used.get(owner.companyId) ?? 0) + upload.size);
      return { fileId: `file-${upload.id}` };
    },
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(uploads.routes, { prefix });
  await app.ready();
  const leftovers = leftoversIn(directory, s3);
  return { app, directory, s3, uploads, state, leftovers };
}
