import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { registrationRoutes } from './routes.ts';

/** Completing the profile after the first login: an owner registers the company, an invited user the person data. */
export function createRegistration(core: Core) {
  return { routes: (api: FastifyInstance) => registrationRoutes(api, core) } satisfies ContextParts;
}
