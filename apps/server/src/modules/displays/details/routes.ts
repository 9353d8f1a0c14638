import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { displayExpandedResponse, langQuery } from '@plakat/shared';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { actorOf, idParams, tags } from '../http.ts';
import { expandedInfo } from './service.ts';

/**
 * One display's details: the owner's need only a completed profile (no permission key is named for them), a partner
 * reads a display shared with it with GET_PARTNER_DISPLAYS_INFO. Anyone else's id answers 404.
 */
export async function detailsRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/displays/getExpandedInfo/:id',
    {
      schema: {
        operationId: 'getDisplayExpandedInfo',
        tags,
        summary: 'One display with media, log and company (owner, or a partner it is shared with)',
        querystring: langQuery,
        params: idParams,
        response: { 200: displayExpandedResponse },
      },
      // The owner's users read their displays; a partner's users need GET_PARTNER_DISPLAYS_INFO (the policy decides).
      config: { auth: 'company', completed: true, policyKeys: ['GET_PARTNER_DISPLAYS_INFO'] },
    },
    async (request) => ({
      data: await expandedInfo(deps, actorOf(request), request.params.id, requestLanguage(request)),
    }),
  );
}
