import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, playerSelfAnswer } from '@plakat/shared';
import { notFound } from '../../../lib/errors.ts';
import { playerActor } from '../../../plugins/auth.ts';
import type { PlayerDeps } from '../deps.ts';
import { credentialRepo } from '../repository/index.ts';

/** The paired screen asks which display it plays for. */
export async function selfRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/player/me',
    {
      schema: {
        operationId: 'getPlayerSelf',
        tags: ['player'],
        summary: 'The display this player plays for',
        description:
          'The player credential as bearer token. 401 when the credential is unknown or its display no longer ' +
          'plays (shut down, deactivated, locked): the screen shows its pairing code again.',
        querystring: langQuery,
        response: { 200: playerSelfAnswer },
      },
      config: { auth: 'player' },
    },
    async (request) => {
      const actor = playerActor(request);
      const display = await credentialRepo(deps.db).display(actor.companyId, actor.displayId);
      if (!display) throw notFound();
      return display;
    },
  );
}
