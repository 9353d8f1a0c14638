import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Permission,
  displayLimits,
  displayMediaPermissions,
  displayMediaItem,
  langQuery,
  langSchema,
  mediaAbilityKeysOf,
  messageResponse,
  uploadMediaQuery,
  uploadMediaResponse,
} from '@plakat/shared';
import { ApiError, notFound } from '../../../lib/errors.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { mediaBinaries, receiveFile, registerMultipart, sendStoredFile } from '../../../media/index.ts';
import { sweepTempDir } from '../../../storage/storage.ts';
import type { DisplayDeps } from '../deps.ts';
import { mediaFilePath } from '../presenter.ts';
import { deleteDisplayMedia, displayMediaFile, uploadDisplayMedia } from './service.ts';
import { addPlaceholdersFromPool } from './from-pool.ts';
import { actorOf, idParams as displayParams, tags } from '../http.ts';
import { wizardKeys } from '../wizard/step-keys.ts';

const mediaKeys: Permission[] = [...wizardKeys, ...Object.values(displayMediaPermissions)];
const poolKeys: Permission[] = [...wizardKeys, displayMediaPermissions.placeholder, ...mediaAbilityKeysOf('read')];

const mediaParams = z.strictObject({
  id: z.uuid({ error: 'validation.invalid' }),
  mediaId: z.uuid({ error: 'validation.invalid' }),
});
const fileParams = z.strictObject({
  mediaId: z.uuid({ error: 'validation.invalid' }),
  variant: z.enum(['file', 'thumb']),
});
const placeholdersFromPoolBody = z.strictObject({
  fileIds: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .min(1, { error: 'validation.required' })
    .max(displayLimits.placeholderImagesMax, { error: 'apiWizard.tooManyPlaceholders' }),
});
const placeholdersFromPoolResponse = z.object({ message: z.string(), media: z.array(displayMediaItem) });
const fileBytes = z.string().meta({ format: 'binary' });
const fileContent = { 'image/*': { schema: fileBytes }, 'video/*': { schema: fileBytes } };
const fileQuery = z.strictObject({
  exp: z.coerce.number().int().min(0).max(1e11),
  sig: z.string().min(1).max(200),
  /** Set on URLs handed to a partner company: the share is checked when the file is asked for. */
  for: z.uuid().optional(),
  lang: langSchema.optional(),
});

/**
 * Display media (location pictures/video, placeholder images): upload and delete for the wizard, and the signed
 * file route the <img>/<video> tags use. Multipart is registered in this plugin only.
 */
export async function mediaRoutes(api: FastifyInstance, deps: DisplayDeps) {
  // At startup: find ffprobe/ffmpeg and give the bundled ones their execute bit if they lack it (errors are ignored).
  mediaBinaries(deps.config);
  void sweepTempDir(deps.config);
  await api.register(async (scope) => {
    await registerMultipart(scope, displayLimits.uploadMaxBytes);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/displays/:id/media',
      {
        schema: {
          operationId: 'uploadDisplayMedia',
          tags,
          summary: 'Upload one location medium or placeholder image (multipart, field "file")',
          consumes: ['multipart/form-data'],
          params: displayParams,
          querystring: uploadMediaQuery,
          response: {
            201: uploadMediaResponse,
            403: errorAnswer('The user may not manage media of this kind'),
            409: errorAnswer('The display is locked'),
            413: errorAnswer(`The file is larger than ${displayLimits.uploadMaxBytes} bytes`),
            415: errorAnswer('Not multipart/form-data, or a file type the kind does not take'),
          },
        },
        config: { auth: 'company', completed: true, policyKeys: mediaKeys },
      },
      async (request, reply) => {
        const { id } = request.params;
        const media = await uploadDisplayMedia(deps, actorOf(request), id, request.query.kind, () =>
          receiveFile(request),
        );
        return reply.status(201).send({ message: t(requestLanguage(request), 'apiWizard.mediaUploaded'), media });
      },
    );
  });

  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/displays/:id/media/from-pool',
    {
      schema: {
        operationId: 'addDisplayPlaceholdersFromPool',
        tags,
        summary: 'Take placeholder images from the media pool (copies of the files; the pool files become used)',
        description:
          'Needs MANAGE_PLACEHOLDER_MEDIA and a pool file the user may read (GET_PUBLIC_MEDIA or GET_PRIVATE_MEDIA ' +
          'for its access level). Pictures only; at most five placeholders in all.',
        params: displayParams,
        querystring: langQuery,
        body: placeholdersFromPoolBody,
        response: {
          201: placeholdersFromPoolResponse,
          403: errorAnswer('The user may not manage placeholder images'),
          404: errorAnswer('No such display, or a pool file that is foreign, unknown or not readable'),
          409: errorAnswer('The display is locked, or a pool file is archived or deleted'),
          415: errorAnswer('A pool file is a video: placeholders are pictures'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: poolKeys },
    },
    async (request, reply) => {
      const media = await addPlaceholdersFromPool(deps, actorOf(request), request.params.id, request.body.fileIds);
      return reply.status(201).send({ message: t(requestLanguage(request), 'apiWizard.mediaFromPool'), media });
    },
  );

  r.delete(
    '/displays/:id/media/:mediaId',
    {
      schema: {
        operationId: 'deleteDisplayMedia',
        tags,
        summary: 'Delete one medium of a display, with its files',
        params: mediaParams,
        querystring: langQuery,
        response: {
          200: messageResponse,
          403: errorAnswer('The user may not manage media of this kind'),
          409: errorAnswer('The display is locked, or the medium is the last one a completed display needs'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaKeys },
    },
    async (request) => {
      await deleteDisplayMedia(deps, actorOf(request), request.params.id, request.params.mediaId);
      return { message: t(requestLanguage(request), 'apiWizard.mediaDeleted') };
    },
  );

  r.get(
    '/files/display-media/:mediaId/:variant',
    {
      schema: {
        operationId: 'getDisplayMediaFile',
        tags: ['files'],
        summary: 'A display medium or its thumbnail, by the signed URL the API handed out (no bearer)',
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
      // The schema documents only the 403; the file itself goes out as a stream, in full, in part or not modified.
      const reply = documentedReply as unknown as FastifyReply;
      const { mediaId, variant } = request.params;
      const { exp, sig, for: viewer } = request.query;
      if (!deps.mediaUrls.verify(mediaFilePath(mediaId, variant), exp, sig, viewer))
        throw new ApiError(403, 'apiWizard.linkInvalid');
      const file = await displayMediaFile(deps, mediaId, variant, viewer);
      // A medium's bytes never change (a new upload is a new id), so its id is a strong validator.
      const etag = `"${mediaId}-${variant}"`;
      const sent = file && (await sendStoredFile(request, reply, deps.storage, { ...file, etag, exp, viewer }));
      if (!sent) throw notFound();
      return sent.reply;
    },
  );
}
