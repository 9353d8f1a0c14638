import type { FastifyRequest } from 'fastify';
import { uuidParam } from '@plakat/shared';
import type { PlayerActor } from '../../lib/actor.ts';
import { errorAnswer } from '../../lib/error-answers.ts';
import { notFound } from '../../lib/errors.ts';
import { playerActor } from '../../plugins/auth.ts';

export const tags = ['player'];
export const displayIdParams = uuidParam('displayId');
/** The documented 404 of `screenOf`. */
export const notThisScreen = errorAnswer('Not the display this credential plays for');

/**
 * The paired screen of a player route that names a display: the display must be the one its credential plays for.
 * Any other id (another company's, another display of the same company, an unknown one) answers the same 404.
 */
export function screenOf(request: FastifyRequest, displayId: string): PlayerActor {
  const actor = playerActor(request);
  if (actor.displayId !== displayId) throw notFound();
  return actor;
}
