import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery, langSchema, mediaAbilityKeysOf, mediaDetailsResponse, mediaExpandedResponse } from '@plakat/shared';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { sendStoredFile } from '../../../media/index.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { poolFilePath } from '../presenter.ts';
import { expandedInfo, fileDetails, signedPoolFile } from './service.ts';

const fileParams = z.strictObject({
  id: z.uuid({ error: 'validation.invalid' }),
  variant: z.enum(['file', 'thumb', 'preview', 'original']),
});
const fileQuery = z.strictObject({
  exp: z.coerce.number().int().min(0).max(1e11),
  sig: z.string().min(1).max(200),
  /** The content version (a replaced file's URLs name it, for caches); the current bytes are answered. */
  v: z.coerce.number().int().min(0).max(1e9).optional(),
  lang: langSchema.optional(),
});
const fileBytes = z.string().meta({ format: 'binary' });
const fileContent = { 'image/*': { schema: fileBytes }, 'video/*': { schema: fileBytes } };
const notReadable = errorAnswer('No such file in my company, deleted, or private without GET_PRIVATE_MEDIA');

/** Reading one file: the expanded row, the details page, and the signed file route for <img>/<video>. */
export async function fileRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mediapools/files/getExpandedInfo/:id',
    {
      schema: {
        operationId: 'getMediaFileExpandedInfo',
        tags,
        summary: 'One media file for the expanded row: its fields and the first log entry',
        description: 'Needs GET_PUBLIC_MEDIA or GET_PRIVATE_MEDIA for the file’s access level.',
        params: idParams,
        querystring: langQuery,
        response: { 200: mediaExpandedResponse, 404: notReadable },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read') },
    },
    async (request) => expandedInfo(deps, actorOf(request), request.params.id, requestLanguage(request)),
  );

  r.get(
    '/mediapools/files/:id',
    {
      schema: {
        operationId: 'getMediaFileDetails',
        tags,
        summary: 'One media file for the details page: the whole file log, where it is used, the original',
        description: 'Needs GET_PUBLIC_MEDIA or GET_PRIVATE_MEDIA for the file’s access level.',
        params: idParams,
        querystring: langQuery,
        response: { 200: mediaDetailsResponse, 404: notReadable },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read') },
    },
    async (request) => fileDetails(deps, actorOf(request), request.params.id, requestLanguage(request)),
  );

  r.get(
    '/files/media-pool/:id/:variant',
    {
      schema: {
        operationId: 'getMediaPoolFile',
        tags: ['files'],
        summary:
          'A media pool file, its thumbnail, preview or original, by the signed URL the API handed out (no bearer)',
        description:
          'Byte ranges (206) for video players, ETag and 304; cached privately until the URL expires. The preview ' +
          'is a video’s 6-second muted MP4 clip or a large picture’s 2560 px WebP; the original is answered as a ' +
          'download (Content-Disposition attachment) under the name it was uploaded with.',
        params: fileParams,
        querystring: fileQuery,
        response: {
          200: { description: 'The whole file', content: fileContent },
          206: { description: 'The byte range the Range header asked for', content: fileContent },
          403: errorAnswer('The link is invalid or has expired'),
        },
      },
      // The signature is the authorization: <img> and <video> cannot send a bearer token.
      config: { public: true },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const { id, variant } = request.params;
      const { exp, sig } = request.query;
      if (!deps.fileUrls.verify(poolFilePath(id, variant), exp, sig)) throw new ApiError(403, 'apiWizard.linkInvalid');
      const file = await signedPoolFile(deps, id, variant);
      // A file's bytes change only with its content version (a design published again), which the ETag names.
      const etag = file.version > 0 ? `"${id}-${variant}-${file.version}"` : `"${id}-${variant}"`;
      const sent = await sendStoredFile(request, reply, deps.storage, { ...file, etag, exp });
      if (!sent) throw notFound();
      return sent.reply;
    },
  );
}
