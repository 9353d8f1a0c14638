import type { FastifyRequest } from 'fastify';
import { uuidParam } from '@plakat/shared';
import { tenantActor } from '../../plugins/auth.ts';
import type { DisplayActor } from './policy.ts';

export const idParams = uuidParam('id');
export const tags = ['displays'];

/** The acting user of the request's company (from the verified token only). */
export const actorOf = (request: FastifyRequest): DisplayActor => tenantActor(request);
