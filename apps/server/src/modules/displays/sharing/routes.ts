import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, messageResponse, shareDisplayBody } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { shareDisplay } from './service.ts';
import { actorOf } from '../http.ts';

/** POST /partners/shareDisplay (spec 02 §7); GET /partners/{displayId} is the partners context's. */
export async function sharingRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['partners'];

  r.post(
    '/partners/shareDisplay',
    {
      schema: {
        operationId: 'shareDisplay',
        tags,
        summary: 'Restrict a display to exactly the given partners',
        querystring: langQuery,
        body: shareDisplayBody,
        response: {
          200: messageResponse,
          404: errorAnswer('No such display, or a partner id is not an active partner of the company'),
          409: errorAnswer('The display is locked'),
        },
      },
      config: { auth: 'company', permission: 'SET_DISPLAY_ACCESS_CONTROLS' },
    },
    async (request) => {
      await shareDisplay(
        deps,
        actorOf(request),
        request.body.displayId,
        request.body.partnerIds,
        request.body.message ?? '',
      );
      return { message: t(requestLanguage(request), 'apiDisplays.sharedWithPartners') };
    },
  );
}
