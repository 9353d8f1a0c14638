import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayFleetQuery, displayMapResponse, displaySearchBody } from '@plakat/shared';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { actorOf, tags } from '../http.ts';
import { exportFileName, exportOwnCsv, mapOwn } from './service.ts';

const csvText = z.string().meta({ description: 'UTF-8 with a byte order mark; "," in English, ";" in German' });

/**
 * The fleet view of the own overview (issue 25): the CSV export and the map of the current search. Both take the own
 * search's query (without paging) and body and its access: a completed profile, no key, the actor's reach.
 */
export async function fleetRoutes(api: FastifyInstance, deps: DisplayDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/displays/export',
    {
      schema: {
        operationId: 'exportOwnDisplays',
        tags,
        summary: 'Own displays: the current search as CSV (every page, streamed, in the request’s language)',
        querystring: displayFleetQuery,
        body: displaySearchBody,
        response: { 200: { description: 'The CSV file (attachment)', content: { 'text/csv': { schema: csvText } } } },
      },
      config: { auth: 'company', completed: true },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const lines = exportOwnCsv(deps, actorOf(request), requestLanguage(request), request.query, request.body);
      // Not in object mode: the stream buffers bytes (16 KiB), so it asks for the next page only once the last left.
      const body = Readable.from(lines, { objectMode: false });
      body.on('error', (error) => request.log.error({ err: error }, 'display export failed while streaming'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.post(
    '/displays/map',
    {
      schema: {
        operationId: 'mapOwnDisplays',
        tags,
        summary: 'Own displays: every display of the current search that has coordinates, for the map',
        querystring: displayFleetQuery,
        body: displaySearchBody,
        response: { 200: displayMapResponse },
      },
      config: { auth: 'company', completed: true },
    },
    async (request) => mapOwn(deps, actorOf(request), request.query, request.body),
  );
}
