import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponse,
  partnerDisplayParams,
  partnerDisplaysParams,
  partnerDisplaysQuery,
  partnerDisplaysResponse,
  langQuery,
} from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage, t } from '../../../lib/i18n.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PartnersDeps } from '../deps.ts';
import { directionKeys, partnerDisplays, unshareDisplay } from './service.ts';

const tags = ['partners'];

/** The partner list's expanded row (issue 23): the displays shared either way, and unsharing one of mine. */
export async function sharedDisplayRoutes(api: FastifyInstance, deps: PartnersDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/partners/:partnerId/displays',
    {
      schema: {
        operationId: 'listPartnerSharedDisplays',
        tags,
        summary: 'My displays shared with a partner (byMe), or its displays I see (withMe, favourites first)',
        querystring: partnerDisplaysQuery,
        params: partnerDisplaysParams,
        response: {
          200: partnerDisplaysResponse,
          404: errorAnswer('The company is not a partner'),
        },
      },
      config: { auth: 'company', completed: true, policyKeys: Object.values(directionKeys) },
    },
    async (request) => partnerDisplays(deps, tenantActor(request), request.params.partnerId, request.query),
  );

  r.delete(
    '/partners/:partnerId/displays/:displayId',
    {
      schema: {
        operationId: 'unsharePartnerDisplay',
        tags,
        summary: 'Stop sharing my display with a partner (the share cascade: its ad spots go, it is told)',
        querystring: langQuery,
        params: partnerDisplayParams,
        response: {
          200: messageResponse,
          404: errorAnswer('Not a partner, or not my display shared with it'),
          409: errorAnswer('The display is locked'),
        },
      },
      config: { auth: 'company', permission: 'UNSHARE_DISPLAY' },
    },
    async (request) => {
      await unshareDisplay(deps, tenantActor(request), request.params.partnerId, request.params.displayId);
      return { message: t(requestLanguage(request), 'apiPartnerDisplays.unshared') };
    },
  );
}
