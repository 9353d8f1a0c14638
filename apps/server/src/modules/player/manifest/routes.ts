import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, playerManifest, uuidParam } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { notFound } from '../../../lib/errors.ts';
import { sendStoredFile } from '../../../media/index.ts';
import { playerActor } from '../../../plugins/auth.ts';
import type { PlayerDeps } from '../deps.ts';
import { manifestFile, manifestFor } from './service.ts';

const tags = ['player'];
const fileParams = z.strictObject({
  displayId: z.uuid({ error: 'validation.invalid' }),
  fileId: z.uuid({ error: 'validation.invalid' }),
});
const fileQuery = langQuery.extend({
  /** The file's content version, as the manifest's URL names it (for caches); the current bytes are answered. */
  v: z.coerce.number().int().min(0).max(1e9).optional(),
});
const fileBytes = z.string().meta({ format: 'binary' });
const fileContent = { 'image/*': { schema: fileBytes }, 'video/*': { schema: fileBytes } };
const notMine = errorAnswer('Not the display of this player credential, or not a file of its manifest');
/** How long a screen may keep a file without asking again: its bytes never change under its sha256 (the ETag). */
const fileCacheSeconds = 86_400;

/** What a paired screen plays: its manifest (ETag, 304) and the files it names. */
export async function manifestRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/player/displays/:displayId/manifest',
    {
      schema: {
        operationId: 'getPlayerManifest',
        tags,
        summary: 'What the screen plays: the program (or the placeholders), its items and files',
        description:
          'The player credential as bearer token. ETag is the manifest version in quotes: `If-None-Match` with it ' +
          'answers 304 without a body. The player asks every 60 s and when the stream says `manifest`.',
        params: uuidParam('displayId'),
        querystring: langQuery,
        response: {
          200: playerManifest,
          304: z.null().describe('Unchanged since the version the player has: no body'),
          404: notMine,
        },
      },
      config: { auth: 'player' },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const manifest = await manifestFor(deps, playerActor(request), request.params.displayId);
      const etag = `"${manifest.version}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return manifest;
    },
  );

  r.get(
    '/player/displays/:displayId/files/:fileId',
    {
      schema: {
        operationId: 'getPlayerFile',
        tags,
        summary: 'A file of the screen’s current manifest',
        description:
          'The player credential as bearer token. Only files the display’s manifest names now (404 otherwise). ' +
          'ETag is the file’s SHA-256 in quotes; byte ranges (206) for videos; cached privately.',
        params: fileParams,
        querystring: fileQuery,
        response: {
          200: { description: 'The whole file', content: fileContent },
          206: { description: 'The byte range the Range header asked for', content: fileContent },
          404: notMine,
        },
      },
      config: { auth: 'player' },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const { displayId, fileId } = request.params;
      const file = await manifestFile(deps, playerActor(request), displayId, fileId);
      const sent = await sendStoredFile(request, reply, deps.storage, {
        key: file.storageKey,
        mime: file.mime,
        etag: `"${file.sha256}"`,
        exp: Math.floor(Date.now() / 1000) + fileCacheSeconds,
      });
      if (!sent) throw notFound();
      return sent.reply;
    },
  );
}
