import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.ts';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { createResumableUploads } from './index.ts';
import type { FinishedUpload, UploadOwner } from './types.ts';

export const prefix = '/api/uploads';
export const alice = 'company-a:alice';
export const bob = 'company-a:bob';
export const mallory = 'company-b:mallory';

/**
 * A tiny app that mounts the resumable routes the way a context does, with an owner from the `x-owner` header
 * ("company:user"), a quota per company and an onComplete that keeps the bytes (or refuses, when told to).
 */
export async function resumableTestApp(opts: { maxFileSize?: number; quota?: number; expiryMs?: number } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'plakat-resumable-'));
  const state = {
    used: new Map<string, number>(),
    completed: [] as { owner: UploadOwner; upload: FinishedUpload; bytes: Buffer }[],
    refuse: false,
  };
  const uploads = createResumableUploads({
    directory,
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
  const leftovers = () => readdir(directory);
  return { app, directory, uploads, state, leftovers };
}
