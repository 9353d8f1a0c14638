import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaAbilityKeysOf, mediaSearchBody, mediaSearchQuery, mediaSearchResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { MediaPoolDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';
import { searchPool } from './service.ts';

export async function searchRoutes(api: FastifyInstance, deps: MediaPoolDeps) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/mediapools/search',
    {
      schema: {
        operationId: 'searchMediaPool',
        tags,
        summary: 'Media pool: quick/detailed search, paged and sorted',
        description:
          'The files of my company the user may see: public ones with GET_PUBLIC_MEDIA, private ones with ' +
          'GET_PRIVATE_MEDIA. `keyword` matches parts of words in title, description and keywords, case-insensitive ' +
          '(NFC). `sort`: firstUse, updatedAt, date (upload) or onlineId, `-` first for descending. Deleted files ' +
          'are never listed; `isArchived` left out lists archived and other files alike.',
        querystring: mediaSearchQuery,
        body: mediaSearchBody,
        response: {
          200: mediaSearchResponse,
          403: errorAnswer('The user has neither GET_PUBLIC_MEDIA nor GET_PRIVATE_MEDIA'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: mediaAbilityKeysOf('read') },
    },
    async (request) => searchPool(deps, actorOf(request), request.query, request.body, requestLanguage(request)),
  );
}
