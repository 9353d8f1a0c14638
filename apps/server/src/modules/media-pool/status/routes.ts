import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, mediaAbilityKeysOf, mediaChangeStatusBody, mediaDeleteBody, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';
import { changeArchive, deleteFiles } from './service.ts';

const anyMissing = errorAnswer(
  'An id is missing, another company’s, or one the user may not read or change (nothing changed)',
);

/** The bulk actions of the overview: delete, archive, unarchive. */
export async function statusRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/mediapools/files/delete',
    {
      schema: {
        operationId: 'deleteMediaFiles',
        tags,
        summary: 'Delete media files (their stored files are removed by a background job)',
        description: 'Needs DELETE_MEDIAPOOL_MEDIA and read access to every file. All or nothing.',
        querystring: langQuery,
        body: mediaDeleteBody,
        response: {
          200: messageResponse,
          403: errorAnswer('The user lacks DELETE_MEDIAPOOL_MEDIA'),
          404: anyMissing,
          409: errorAnswer('A file is archived or already deleted'),
        },
      },
      config: {
        auth: 'company',
        completed: true,
        policyKeys: ['DELETE_MEDIAPOOL_MEDIA', ...mediaAbilityKeysOf('read')],
      },
    },
    async (request) => {
      await deleteFiles(deps, actorOf(request), request.body.fileIds);
      return { message: t(requestLanguage(request), 'apiMediaPool.deleted') };
    },
  );

  r.patch(
    '/mediapools/files/changeStatus',
    {
      schema: {
        operationId: 'changeMediaFilesStatus',
        tags,
        summary: 'Archive or unarchive media files',
        description: 'Needs SET_<level>_MEDIA_STATUS for every file’s access level. All or nothing.',
        querystring: langQuery,
        body: mediaChangeStatusBody,
        response: {
          200: messageResponse,
          403: errorAnswer('The user has no SET_…_MEDIA_STATUS key'),
          404: anyMissing,
          409: errorAnswer('A file is deleted'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read', 'setStatus') },
    },
    async (request) => {
      const { fileIds, action } = request.body;
      await changeArchive(deps, actorOf(request), fileIds, action);
      return {
        message: t(
          requestLanguage(request),
          action === 'archive' ? 'apiMediaPool.archived' : 'apiMediaPool.unArchived',
        ),
      };
    },
  );
}
