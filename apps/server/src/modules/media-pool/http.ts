import type { FastifyRequest } from 'fastify';
import { uuidParam } from '@plakat/shared';
import { tenantActor } from '../../plugins/auth.ts';
import type { MediaActor } from './policy.ts';

export const idParams = uuidParam('id');
export const fileIdParams = uuidParam('fileId');
export const tags = ['media-pool'];

/** The acting user of the request's company (from the verified token only). */
export const actorOf = (request: FastifyRequest): MediaActor => tenantActor(request);
