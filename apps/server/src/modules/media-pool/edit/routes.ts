import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, mediaAbilityKeysOf, mediaEditBody, mediaSetTypeBody, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, fileIdParams, tags } from '../http.ts';
import { editFile, setMediaType } from './service.ts';

const notReadable = errorAnswer(
  'No such file in my company, or private without GET_PRIVATE_MEDIA; or a foreign category',
);

/** The media edit form (spec 02 §5) and the media type (§4). */
export async function editRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/files/edit/:fileId',
    {
      schema: {
        operationId: 'editMediaFile',
        tags,
        summary: 'Edit a media file: title, description, keywords, sound, category, access level',
        description:
          'General info needs EDIT_PUBLIC_MEDIA_GENERAL_INFO or EDIT_PRIVATE_MEDIA_GENERAL_INFO (the file’s current ' +
          'level); infoAccess needs EDIT_<level>_MEDIA_INFOACCESS, and an access-only edit sends only infoAccess. ' +
          'Archived or deleted files answer 409.',
        params: fileIdParams,
        querystring: langQuery,
        body: mediaEditBody,
        response: {
          200: messageResponse,
          403: errorAnswer('The user lacks the key for these fields at the file’s access level'),
          404: notReadable,
          409: errorAnswer('The file is archived or deleted'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read', 'editGeneral', 'editAccess') },
    },
    async (request) => {
      const { accessOnly } = await editFile(deps, actorOf(request), request.params.fileId, request.body);
      return {
        message: t(requestLanguage(request), accessOnly ? 'apiMediaPool.accessChanged' : 'apiMediaPool.edited'),
      };
    },
  );

  r.patch(
    '/mediapools/files/setMediaType/:fileId',
    {
      schema: {
        operationId: 'setMediaFileType',
        tags,
        summary: 'Set the media type: general, commercial or background',
        description:
          'Needs SET_ or EDIT_<level>_MEDIA_MEDIATYPE for the file’s access level. 409: archived or deleted, a ' +
          'video as background, or commercial/background for a resolution other than HD, FullHD, 4KUHD, 8KUHD.',
        params: fileIdParams,
        querystring: langQuery,
        body: mediaSetTypeBody,
        response: {
          200: messageResponse,
          403: errorAnswer('The user lacks the media type key at the file’s access level'),
          404: notReadable,
          409: errorAnswer('A rule of spec 02 §4 forbids this media type for the file'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read', 'setMediaType') },
    },
    async (request) => {
      await setMediaType(deps, actorOf(request), request.params.fileId, request.body.mediaType);
      return { message: t(requestLanguage(request), 'apiMediaPool.mediaTypeChanged') };
    },
  );
}
