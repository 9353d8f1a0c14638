import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, screenProblemsAnswer, screenProblemsBody } from '@plakat/shared';
import type { PlayerDeps } from '../deps.ts';
import { displayIdParams, notThisScreen, screenOf, tags } from '../http.ts';

/** What goes wrong on a screen (a file that fails its checksum, an item it cannot play), into the display's log. */
export async function problemRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/player/displays/:displayId/problems',
    {
      schema: {
        operationId: 'sendPlayerProblems',
        tags,
        summary: 'The screen reports problems for the display’s log (up to 100 at once)',
        description:
          '`fileHashMismatch`: a downloaded file’s SHA-256 is not the manifest’s; the screen keeps what it had and ' +
          'fetches the file again. `itemFailed`: the screen could not play an item and skipped it. The log gets one ' +
          'entry per kind and file a day, however often a screen reports it.',
        params: displayIdParams,
        querystring: langQuery,
        body: screenProblemsBody,
        response: { 200: screenProblemsAnswer, 404: notThisScreen },
      },
      config: { auth: 'player' },
    },
    async (request) => {
      const screen = screenOf(request, request.params.displayId);
      const logged = await deps.displays.logProblems(screen.companyId, screen.displayId, request.body.problems);
      return { logged };
    },
  );
}
