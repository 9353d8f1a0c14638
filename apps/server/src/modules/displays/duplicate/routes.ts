import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { duplicateQuery, duplicateResponse } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { duplicate } from './service.ts';
import { actorOf, idParams, tags } from '../http.ts';

/** Duplicating a display. */
export async function duplicateRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  // The spec writes the path with a trailing slash; the app ignores trailing slashes, so both spellings work (the
  // document names it without one, as OpenAPI tools expect).
  r.post(
    '/displays/duplicate/:id',
    {
      schema: {
        operationId: 'duplicateDisplay',
        tags,
        summary: 'Create 1..5 copies (status duplicated, not active), with their pictures',
        querystring: duplicateQuery,
        params: idParams,
        response: {
          200: duplicateResponse,
          409: errorAnswer(
            'The display is locked or not completed, or the copies would pass the limit of unfinished copies (code COPY_LIMIT)',
          ),
        },
      },
      config: { auth: 'company', permission: 'DUPLICATE_DISPLAY' },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const count = request.query.duplicateCount;
      const displays = await duplicate(deps, actorOf(request), request.params.id, count, lang);
      return { message: t(lang, 'apiDisplays.duplicated'), displays };
    },
  );
}
