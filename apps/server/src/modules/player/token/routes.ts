import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, playerTokenAnswer, playerTokenBody } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import type { PlayerDeps } from '../deps.ts';
import { exchangePlayerToken } from './service.ts';

/** The second way in: the player token of a display's token mail. */
export async function tokenRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/player/token',
    {
      schema: {
        operationId: 'exchangePlayerToken',
        tags: ['player'],
        summary: 'A player credential for the player token of a display’s token mail',
        description:
          'Public, limited per client address like pairing codes. 404 for an unknown token and for a display that ' +
          'does not play (shut down, deactivated, locked), the same for both. A new token for the display ends the ' +
          'credentials made before it.',
        querystring: langQuery,
        body: playerTokenBody,
        response: { 200: playerTokenAnswer, 404: errorAnswer('Unknown token, or its display does not play') },
      },
      config: { public: true },
    },
    async (request) => exchangePlayerToken(deps, request.ip, request.body.token),
  );
}
