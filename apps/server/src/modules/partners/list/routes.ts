import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, partnerListItem, partnerListQuery, partnerListResponse, partnerParams } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PartnersDeps } from '../deps.ts';
import { listPartners, partnerDetails } from './service.ts';

const tags = ['partners'];

/** The partner list (issue 23) and one partner of it. */
export async function partnerListRoutes(api: FastifyInstance, deps: PartnersDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/partners',
    {
      schema: {
        operationId: 'listPartners',
        tags,
        summary: "The company's partners (either status), filtered, sorted by company name, paged",
        querystring: partnerListQuery,
        response: { 200: partnerListResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNERS' },
    },
    async (request) => listPartners(deps, tenantActor(request), request.query),
  );

  r.get(
    '/partners/:partnerId/details',
    {
      schema: {
        operationId: 'getPartner',
        tags,
        summary: 'One partner as the partner list shows it',
        querystring: langQuery,
        params: partnerParams,
        response: { 200: partnerListItem, 404: errorAnswer('The company is not a partner of the caller') },
      },
      config: { auth: 'company', permission: 'GET_PARTNERS' },
    },
    async (request) => partnerDetails(deps, tenantActor(request), request.params.partnerId),
  );
}
