import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, programAnswer, programBody, uuidParam } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';
import { programOf, replaceProgram } from './service.ts';

const params = uuidParam('displayId');

/** A display's program (issue 25, docs/api/player.md): read on the details page, replaced as a whole. */
export async function programRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/displays/:displayId/program',
    {
      schema: {
        operationId: 'getDisplayProgram',
        tags,
        summary: 'The pictures, videos and designs the display’s screen plays, in order',
        description:
          'Whoever of the company sees the display’s details (a role reaching it). A display without a program ' +
          'answers no items: its screen plays its placeholder pictures. Items whose pool file was deleted since ' +
          'are `missing`.',
        params,
        querystring: langQuery,
        response: { 200: programAnswer, 404: errorAnswer('No such display in my company, or not reachable') },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => programOf(deps, actorOf(request), request.params.displayId),
  );

  r.put(
    '/displays/:displayId/program',
    {
      schema: {
        operationId: 'replaceDisplayProgram',
        tags,
        summary: 'Replace the display’s program (the whole list, in order)',
        description:
          'Needs EDIT_DISPLAY on the display. Each item is a media pool file of the company the user may read: ' +
          'not deleted, not archived (unless it was archived while in the program: it stays), processed, a ' +
          'picture or a video (a published design is a picture); a video ' +
          'plays its own length, so it takes no duration. A refused item answers 400 with the field error on ' +
          '`items.N.fileId` (or `items.N.durationSeconds`). An empty list removes the program.',
        params,
        querystring: langQuery,
        body: programBody,
        response: {
          200: programAnswer,
          404: errorAnswer('No such display in my company, or not reachable with EDIT_DISPLAY'),
          409: errorAnswer('The display is locked'),
        },
      },
      config: { auth: 'company', completed: true, permission: 'EDIT_DISPLAY' },
    },
    async (request) =>
      replaceProgram(deps, actorOf(request), request.params.displayId, request.body, requestLanguage(request)),
  );
}
