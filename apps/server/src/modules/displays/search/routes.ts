import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  displaySearchBody,
  displaySearchQuery,
  displaySearchResponse,
  langQuery,
  partnerDisplayCompaniesResponse,
  partnerDisplaySearchBody,
  partnerDisplaySearchQuery,
  partnerDisplaySearchResponse,
} from '@plakat/shared';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { partnerCompanies, searchOwn, searchPartnerDisplays } from './service.ts';
import { actorOf, tags } from '../http.ts';

/**
 * Searching displays: the own list needs only a completed profile (no permission key is named for it); the partner
 * list and its company filter need GET_PARTNER_DISPLAYS_INFO.
 */
export async function searchRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/displays/search',
    {
      schema: {
        operationId: 'searchOwnDisplays',
        tags,
        summary: 'Own displays: quick/detailed search, paged and sorted',
        querystring: displaySearchQuery,
        body: displaySearchBody,
        response: { 200: displaySearchResponse },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => {
      const { keyword, page, limit, sort } = request.query;
      return searchOwn(deps, actorOf(request), { keyword, page, limit, sort }, request.body);
    },
  );

  r.get(
    '/partnerDisplays/companies',
    {
      schema: {
        operationId: 'listPartnerDisplayCompanies',
        tags,
        summary: 'Partner companies that share displays with my company (options of the company filter)',
        querystring: langQuery,
        response: { 200: partnerDisplayCompaniesResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNER_DISPLAYS_INFO' },
    },
    async (request) => partnerCompanies(deps, actorOf(request).companyId, requestLanguage(request)),
  );

  r.post(
    '/partnerDisplays/search',
    {
      schema: {
        operationId: 'searchPartnerDisplays',
        tags,
        summary: 'Displays partner companies share with my company',
        querystring: partnerDisplaySearchQuery,
        body: partnerDisplaySearchBody,
        response: { 200: partnerDisplaySearchResponse },
      },
      config: { auth: 'company', permission: 'GET_PARTNER_DISPLAYS_INFO' },
    },
    async (request) => {
      const { page, perPage, sort, sortOrder } = request.query;
      return searchPartnerDisplays(deps, actorOf(request).companyId, { page, perPage, sort, sortOrder }, request.body);
    },
  );
}
