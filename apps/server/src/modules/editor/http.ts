import type { FastifyRequest } from 'fastify';
import { designIdParams } from '@plakat/shared';
import type { TenantActor } from '../../lib/actor.ts';
import { tenantActor } from '../../plugins/auth.ts';

export const idParams = designIdParams;
export const tags = ['designs'];

/** The acting user of the request's company (from the verified token only). */
export const actorOf = (request: FastifyRequest): TenantActor => tenantActor(request);
