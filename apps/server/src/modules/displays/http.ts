import type { FastifyRequest } from 'fastify';
import { uuidParam } from '@plakat/shared';
import { tenantActor } from '../../plugins/auth.ts';
import type { DisplayActor } from './policy.ts';

export const idParams = uuidParam('id');
export const tags = ['displays'];

/**
 * The acting user of the request's company (from the verified token only), with the key the route declares: the
 * access function (`access.ts`) checks that key reaches each display the call names.
 */
export const actorOf = (request: FastifyRequest): DisplayActor => ({
  ...tenantActor(request),
  routeKey: request.routeOptions.config.permission,
});
