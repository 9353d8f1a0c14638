import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { lookupRoutes } from './routes.ts';

/** Reference data (industries, countries, salutations, ...): the public lookup route and the code check of forms. */
export function createLookups(core: Core) {
  return { routes: (api: FastifyInstance) => lookupRoutes(api, core) } satisfies ContextParts;
}

export { type CodeCheck, assertLookupCodes } from './service.ts';
