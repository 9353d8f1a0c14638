import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, mediaAbilityKeysOf, messageResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { retryProcessing } from './service.ts';

/** The retry of a file whose processing (thumbnail, preview clip, rendition) failed. */
export async function processingRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/mediapools/files/:id/retryProcessing',
    {
      schema: {
        operationId: 'retryMediaProcessing',
        tags,
        summary: 'Process a file again whose processing failed (thumbnail, preview clip, rendition)',
        description:
          'Needs EDIT_PUBLIC_MEDIA_GENERAL_INFO or EDIT_PRIVATE_MEDIA_GENERAL_INFO for the file’s access level. ' +
          'The file shows `processing` again until the queued job is done.',
        params: idParams,
        querystring: langQuery,
        response: {
          200: messageResponse,
          403: errorAnswer('The user lacks the general info key at the file’s access level'),
          404: errorAnswer('No such file in my company, or private without GET_PRIVATE_MEDIA'),
          409: errorAnswer('The file’s processing has not failed (it is ready or still running), or it was deleted'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read', 'editGeneral') },
    },
    async (request) => {
      await retryProcessing(deps, actorOf(request), request.params.id);
      return { message: t(requestLanguage(request), 'apiMediaPool.retryQueued') };
    },
  );
}
