import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, superpanelCompaniesQuery, superpanelCompaniesResponse, superpanelMeResponse } from '@plakat/shared';
import { superpanelActor } from '../../plugins/auth.ts';
import type { Core } from '../../core.ts';
import { companiesPage, currentAdmin } from './service.ts';

/** The operator's panel: its own audience (`superpanel` tokens), so company tokens answer 419 here. */
export async function superpanelRoutes(api: FastifyInstance, deps: Core) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/superpanel/me',
    {
      schema: {
        operationId: 'getSuperpanelAdmin',
        tags: ['superpanel'],
        summary: 'The logged-in superpanel admin',
        querystring: langQuery,
        response: { 200: superpanelMeResponse },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => currentAdmin(deps.db, superpanelActor(request).adminId),
  );

  r.get(
    '/superpanel/companies',
    {
      schema: {
        operationId: 'listAllCompanies',
        tags: ['superpanel'],
        summary: 'All companies, newest first, with owner e-mail and user count; keyword matches the name literally',
        querystring: superpanelCompaniesQuery,
        response: { 200: superpanelCompaniesResponse },
      },
      config: { auth: 'superpanel' },
    },
    async (request) => {
      superpanelActor(request);
      const result = await companiesPage(deps.db, request.query);
      return {
        items: result.items.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
        totalCount: result.totalCount,
      };
    },
  );
}
