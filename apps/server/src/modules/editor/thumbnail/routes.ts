import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { designPictureLimits, designRevisionQuery, designThumbnailResponse, langSchema } from '@plakat/shared';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { receiveFile, registerMultipart, sendStoredFile } from '../../../media/index.ts';
import type { EditorDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { editKey } from '../policy.ts';
import { thumbPath } from '../presenter.ts';
import { thumbKeyAt } from '../repository/index.ts';
import { uploadThumbnail } from './service.ts';

const fileParams = z.strictObject({
  id: z.uuid({ error: 'validation.invalid' }),
  version: z.coerce
    .number({ error: 'validation.invalid' })
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
const fileQuery = z.strictObject({
  exp: z.coerce.number().int().min(0).max(1e11),
  sig: z.string().min(1).max(200),
  lang: langSchema.optional(),
});
const webpBytes = z.string().meta({ format: 'binary' });

/** The list's thumbnails: the browser sends one after a save; lists show it by a signed, versioned URL. */
export async function thumbnailRoutes(api: FastifyInstance, deps: EditorDeps) {
  await api.register(async (scope) => {
    await registerMultipart(scope, designPictureLimits.thumbnailMaxBytes);
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/designs/:id/thumbnail',
      {
        schema: {
          operationId: 'uploadDesignThumbnail',
          tags,
          summary: 'Store the thumbnail of the draft (multipart, field "file": PNG or JPEG, rendered by the browser)',
          description:
            `Needs ADDSPOT_EDIT_IN_EDITOR. At most ${designPictureLimits.thumbnailMaxBytes} bytes, typed by its ` +
            `bytes, resized to ${designPictureLimits.thumbnailWidth} px wide. \`revision\` must be the draft's ` +
            'number (409 otherwise: a newer save sends its own).',
          consumes: ['multipart/form-data'],
          params: idParams,
          querystring: designRevisionQuery,
          response: {
            200: designThumbnailResponse,
            404: errorAnswer('No such design in my company'),
            409: errorAnswer('The revision is no longer the draft'),
            413: errorAnswer('Larger than the thumbnail limit, or too many pixels'),
            415: errorAnswer('Not multipart/form-data'),
          },
        },
        config: { auth: 'company', completed: true, permission: editKey },
      },
      async (request) =>
        uploadThumbnail(deps, actorOf(request), request.params.id, request.query.revision, () => receiveFile(request)),
    );
  });

  api.withTypeProvider<ZodTypeProvider>().get(
    '/files/designs/:id/:version',
    {
      schema: {
        operationId: 'getDesignThumbnail',
        tags: ['files'],
        summary: 'A design’s thumbnail (WebP) by the signed, versioned URL the list handed out (no bearer)',
        params: fileParams,
        querystring: fileQuery,
        response: {
          200: { description: 'The thumbnail', content: { 'image/webp': { schema: webpBytes } } },
          403: errorAnswer('The link is invalid or has expired'),
          404: errorAnswer('No such thumbnail (a newer one replaced it)'),
        },
      },
      // The signature is the authorization: <img> cannot send a bearer token.
      config: { public: true },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const { id, version } = request.params;
      const { exp, sig } = request.query;
      if (!deps.thumbUrls.verify(thumbPath(id, version), exp, sig)) throw new ApiError(403, 'apiWizard.linkInvalid');
      const key = await thumbKeyAt(deps.db, id, version);
      // A version's bytes never change: its address names it.
      const sent = key
        ? await sendStoredFile(request, reply, deps.storage, {
            key,
            mime: 'image/webp',
            etag: `"${id}-${version}"`,
            exp,
          })
        : null;
      if (!sent) throw notFound();
      return sent.reply;
    },
  );
}
