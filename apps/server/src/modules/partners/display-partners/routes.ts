import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, partnersResponse, uuidParam } from '@plakat/shared';
import { requestLanguage } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PartnersDeps } from '../deps.ts';
import { partnersOfDisplay } from './service.ts';

/** GET /partners/{displayId} (spec 02 §7: the share options modal's partner list). */
export async function displayPartnerRoutes(api: FastifyInstance, deps: PartnersDeps) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/partners/:displayId',
    {
      schema: {
        operationId: 'listDisplayPartners',
        tags: ['partners'],
        summary: "The company's active partners, isShared for the display",
        querystring: langQuery,
        params: uuidParam('displayId'),
        response: { 200: partnersResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNERS' },
    },
    async (request) =>
      partnersOfDisplay(
        deps,
        { ...tenantActor(request), routeKey: request.routeOptions.config.permission },
        request.params.displayId,
        requestLanguage(request),
      ),
  );
}
