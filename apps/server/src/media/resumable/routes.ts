import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NodeRequest } from 'srvx/node';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { cleanName, overQuota, passedHeaders, refusalFor, tooLarge } from './answers.ts';
import { idParams, operationSchema } from './schemas.ts';
import { ownerKeys, type UploadStore, uploadId } from './store.ts';
import type { ResumableOptions, UploadOwner } from './types.ts';

const exposed =
  'Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size, Upload-Offset, Upload-Length, Upload-Expires, Upload-Metadata, Location';

type Relay = { owner: UploadOwner; failure?: unknown };

/**
 * The tus 1.0 routes (core, creation, termination, expiration) of one mount: `POST /` creates, `HEAD /:id` tells the
 * offset, `PATCH /:id` appends, `DELETE /:id` removes. Our checks run first (owner, lengths, quota; translated
 * refusals through the app's error handler), then @tus/server speaks the protocol on a web Request over the raw
 * body, which no Fastify parser has read.
 */
export function resumableRoutes<Answer extends object>(options: ResumableOptions<Answer>, store: UploadStore) {
  return async (scope: FastifyInstance) => {
    const relays = new WeakMap<Request, Relay>();
    const ensureRoom = async (owner: UploadOwner, size: number, exceptId?: string) => {
      const free = (await options.remainingBytes(owner)) - (await store.reservedBy(owner, exceptId));
      if (size > free) throw overQuota(free);
    };
    const tus = new Server({
      path: scope.prefix,
      datastore: store.files,
      relativeLocation: true,
      maxSize: options.maxFileSize,
      // Same origin only: no Access-Control-Allow-Origin for other sites.
      allowedOrigins: () => false,
      namingFunction: () => store.tusId(randomBytes(16).toString('hex')),
      // The data store's id may be a longer object key; clients only see the last segment.
      getFileIdFromRequest: (_req, last) => (last && uploadId.test(last) ? store.tusId(last) : undefined),
      generateUrl: (_req, { path, id }) => `${path}/${store.idOf(id)}`,
      onUploadCreate: async (req, upload) => {
        const owner = relays.get(req)?.owner as UploadOwner;
        return {
          metadata: { ...upload.metadata, [ownerKeys.company]: owner.companyId, [ownerKeys.user]: owner.userId },
        };
      },
      onUploadFinish: async (req, upload) => {
        const relay = relays.get(req) as Relay;
        const size = upload.size ?? 0;
        const id = store.idOf(upload.id);
        let answer: Answer;
        try {
          await ensureRoom(relay.owner, size, id);
          answer = await options.onComplete(relay.owner, {
            id,
            path: await store.received(id),
            size,
            filename: cleanName(upload.metadata?.filename ?? upload.metadata?.name, 255),
            claimedType: cleanName(upload.metadata?.filetype ?? upload.metadata?.type, 100),
          });
        } catch (error) {
          relay.failure = error;
          await store.discardPartial(id);
          throw { status_code: 500, body: 'refused\n' };
        }
        // The file is stored: what is left in the folder goes now or with the expiry sweep, never as an error.
        await store.discardPartial(id).catch(() => undefined);
        await store.finish(id, relay.owner, size, answer).catch(() => undefined);
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) };
      },
    });

    const relay = async (request: FastifyRequest, reply: FastifyReply, owner: UploadOwner) => {
      const web = new NodeRequest({ req: request.raw, res: reply.raw });
      const state: Relay = { owner };
      relays.set(web, state);
      const response = await tus.handleWeb(web);
      const body = await response.text();
      if (state.failure) throw state.failure;
      if (response.status >= 500) {
        if (request.raw.destroyed || request.raw.readableAborted) throw badRequest('validation.invalidBody');
        // Another request still holds the upload (a PATCH whose connection died unnoticed): the client tries again.
        if (/lock/i.test(body)) throw new ApiError(423, 'apiUploads.busy');
        throw new Error(`tus answered ${response.status}: ${body.trim()}`);
      }
      if (response.status >= 400) throw refusalFor(response.status, options.maxFileSize);
      reply.code(response.status).headers(passedHeaders(response.headers));
      if (body) reply.type(response.headers.get('content-type') ?? 'text/plain');
      return reply.send(body || undefined);
    };
    const ownedUpload = async (id: string, owner: UploadOwner) => {
      const upload = await store.ownedBy(id, owner);
      if (!upload) throw notFound('apiUploads.notFound');
      return upload;
    };

    // tus bodies are the file's bytes: no parser reads them (and the JSON body limit does not apply).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('tus-resumable', '1.0.0').header('access-control-expose-headers', exposed);
      return payload;
    });

    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/',
      {
        schema: operationSchema('Create', options.openapi),
        config: options.access,
      },
      async (request, reply) => {
        const owner = await options.authorize(request);
        const length = request.headers['upload-length'];
        if (length === undefined) throw badRequest('apiUploads.lengthRequired');
        const size = Number(length);
        if (size === 0) throw badRequest('apiUploads.empty');
        if (size > options.maxFileSize) throw tooLarge(options.maxFileSize);
        if (request.headers['content-length'] && request.headers['content-length'] !== '0') {
          throw badRequest('apiUploads.invalidRequest');
        }
        await ensureRoom(owner, size);
        return relay(request, reply, owner);
      },
    );
    api.head(
      '/:id',
      {
        schema: {
          ...operationSchema('Status', options.openapi),
          params: idParams,
        },
        config: options.access,
      },
      async (request, reply) => {
        const owner = await options.authorize(request);
        const done = await store.finished(request.params.id, owner);
        if (done) {
          const size = String(done.size);
          return reply.headers({ 'upload-offset': size, 'upload-length': size, 'cache-control': 'no-store' }).send();
        }
        await ownedUpload(request.params.id, owner);
        return relay(request, reply, owner);
      },
    );
    api.get(
      '/:id',
      {
        schema: { ...operationSchema('Result', options.openapi), params: idParams },
        config: options.access,
        exposeHeadRoute: false,
      },
      async (request) => {
        const owner = await options.authorize(request);
        const done = await store.finished(request.params.id, owner);
        if (done) return done.answer as Record<string, unknown>;
        await ownedUpload(request.params.id, owner);
        throw conflict('apiUploads.notFinished');
      },
    );
    api.patch(
      '/:id',
      {
        schema: {
          ...operationSchema('Append', options.openapi),
          params: idParams,
        },
        config: options.access,
      },
      async (request, reply) => {
        const owner = await options.authorize(request);
        const { id } = request.params;
        const upload = await ownedUpload(id, owner);
        try {
          await ensureRoom(owner, upload.size ?? 0, id);
          return await relay(request, reply, owner);
        } catch (error) {
          // Over the size limit or the quota: nothing is kept.
          if (error instanceof ApiError && error.statusCode === 413) await store.discard(id);
          throw error;
        }
      },
    );
    api.delete(
      '/:id',
      {
        schema: {
          ...operationSchema('Cancel', options.openapi),
          params: idParams,
        },
        config: options.access,
      },
      async (request, reply) => {
        const owner = await options.authorize(request);
        await ownedUpload(request.params.id, owner);
        return relay(request, reply, owner);
      },
    );
  };
}
