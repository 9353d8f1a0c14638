import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langQuery, playsAnswer, playsBody, playsQuery, playsReport } from '@plakat/shared';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { tenantActor } from '../../../plugins/auth.ts';
import type { PlayerDeps } from '../deps.ts';
import { displayIdParams, notThisScreen, screenOf, tags } from '../http.ts';
import { playsPerDay, recordPlays } from '../repository/index.ts';
import { playsRange, playsReportOf } from './report.ts';

/** Proof of play: the screen's batches, and the details page's plays per item and day. */
export async function playsRoutes(api: FastifyInstance, deps: PlayerDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/player/displays/:displayId/plays',
    {
      schema: {
        operationId: 'sendPlayerPlays',
        tags,
        summary: 'The screen reports what it played (a batch of up to 500)',
        description:
          'Each play names its own uuid: a batch sent again (after a lost answer) counts once. A play counts when ' +
          'at least 75 % of the item played (`share` >= 0.75); counted plays are summed per item and hour.',
        params: displayIdParams,
        querystring: langQuery,
        body: playsBody,
        response: { 200: playsAnswer, 404: notThisScreen },
      },
      config: { auth: 'player' },
    },
    async (request) => {
      const screen = screenOf(request, request.params.displayId);
      return recordPlays(deps.db, screen, request.body.plays);
    },
  );

  r.get(
    '/displays/:displayId/plays',
    {
      schema: {
        operationId: 'getDisplayPlays',
        tags,
        summary: 'Counted plays of the display per item and day',
        description:
          'Default: the last 7 days up to today; at most 92 days. `tz` (an IANA time zone, default UTC) says ' +
          'whose days. Items are named by their pool file’s title (null when the file is gone).',
        params: displayIdParams,
        querystring: playsQuery,
        response: { 200: playsReport, 404: errorAnswer('No such display in my company, or not reachable by my roles') },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => {
      const display = await deps.displays.displayToRead(deps.db, tenantActor(request), request.params.displayId);
      const { tz } = request.query;
      const range = playsRange(request.query, new Date(), tz);
      const found = await playsPerDay(
        deps.db,
        { companyId: display.companyId, displayId: display.id },
        { ...range, tz },
      );
      return playsReportOf(range, found.days, found.items);
    },
  );
}
