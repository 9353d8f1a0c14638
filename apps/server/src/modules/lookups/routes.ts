import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lookupParams, lookupQuery, lookupResponse } from '@plakat/shared';
import type { Core } from '../../core.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { createLookupCache } from './service.ts';

export async function lookupRoutes(api: FastifyInstance, deps: Core) {
  const lookup = createLookupCache(deps.db);
  api.withTypeProvider<ZodTypeProvider>().get(
    '/lookups/:group',
    {
      // Reference data hold no company data, and the registration form needs them before a company exists.
      config: { public: true },
      schema: {
        operationId: 'listLookupItems',
        tags: ['lookups'],
        summary: 'Reference data of one group (industries, countries, ...) labelled in the requested language',
        params: lookupParams,
        querystring: lookupQuery,
        response: { 200: lookupResponse },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'accept-language');
      return { items: await lookup(request.params.group, lang) };
    },
  );
}
