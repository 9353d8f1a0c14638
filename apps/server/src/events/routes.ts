import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@plakat/shared';
import { tenantActor } from '../plugins/auth.ts';
import type { StreamTickets } from './tickets.ts';

const ticketResponse = z.object({
  ticket: z.string().describe('Opens one event stream within 60 s: the stream URL carries it as `ticket`'),
  expiresAt: z.string().describe('ISO 8601; after it the ticket opens nothing'),
});

/** `POST /events/ticket`: a short-lived, single-use ticket for the EventSource of the logged-in user (tickets.ts). */
export async function eventTicketRoutes(api: FastifyInstance, tickets: StreamTickets) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/events/ticket',
    {
      config: { auth: 'company', completed: true },
      schema: {
        operationId: 'createEventStreamTicket',
        tags: ['events'],
        summary: 'A ticket that opens one live event stream (EventSource cannot send the access token)',
        querystring: langQuery,
        response: { 200: ticketResponse },
      },
    },
    async (request, reply) => {
      const actor = tenantActor(request);
      reply.header('cache-control', 'no-store');
      return tickets.issue({ userId: actor.userId, companyId: actor.companyId, sessionId: actor.sessionId });
    },
  );
}
