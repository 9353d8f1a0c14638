import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { healthRoutes } from './routes.ts';

/** Liveness and readiness for load balancers and container orchestrators. */
export function createHealth(core: Core) {
  return { routes: (api: FastifyInstance) => healthRoutes(api, core) } satisfies ContextParts;
}

export { readiness } from './service.ts';
