import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { ActorSource, TenantActor } from '../../../lib/actor.ts';
import { errorAnswer } from '../../../lib/error-answers.ts';
import { ApiError, TooManyRequests } from '../../../lib/errors.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { createStreamLimit, lastEventIdOf, openSse, sseQuery } from '../../../lib/sse.ts';
import { readerOf } from '../policy.ts';
import { parseCursor, streamRows } from '../repository/stream.ts';
import type { StreamHub } from './hub.ts';
import { runStreamSession } from './session.ts';

const streamQuery = langQuery.extend(sseQuery.shape).extend({
  ticket: z.string().min(1).max(2000).describe('From `POST /events/ticket`: opens one stream within 60 s'),
});

const streamContent = {
  'text/event-stream': {
    schema: z
      .string()
      .describe(
        '`event: notification` (data: a list item plus `unreadCount`) and `event: unread` (data: `{ unreadCount }`), ' +
          'each with an `id` to resume from',
      ),
  },
};

/** The tenant user a ticket's session stands for now, or null (session ended, company changed, not completed). */
async function tenantOf(sessions: ActorSource, holder: { userId: string; companyId: string; sessionId: string }) {
  const actor = await sessions.get(holder.sessionId, 'company', holder.userId);
  if (actor?.kind !== 'company' || !actor.isCompleted || actor.companyId !== holder.companyId) return null;
  return actor as TenantActor;
}

/** `GET /notifications/stream`: the live notification stream of one tab (docs/api/notifications.md). */
export async function streamRoutes(api: FastifyInstance, deps: Core, sessions: ActorSource, hub: StreamHub) {
  const limit = createStreamLimit(deps.config.notificationStreamsPerUser);
  api.withTypeProvider<ZodTypeProvider>().get(
    '/notifications/stream',
    {
      schema: {
        operationId: 'streamNotifications',
        tags: ['notifications'],
        summary: 'Live notification stream (Server-Sent Events) of the user a stream ticket stands for',
        description:
          'Opened by an EventSource with a ticket of `POST /events/ticket` (no bearer token). Sends the rows after ' +
          '`lastEventId` (or the `Last-Event-ID` header) the user may see, then each new one as it commits on any ' +
          'instance, and `unread` when the read state changes in another tab. Without an id it starts from now.',
        querystring: streamQuery,
        response: {
          200: { description: 'The event stream', content: streamContent },
          419: errorAnswer('The ticket is invalid, expired or used, or its session has ended'),
          429: errorAnswer('The user holds the most open streams allowed on this instance'),
        },
      },
      // The ticket is the authorization: EventSource cannot send the bearer token.
      config: { public: true },
    },
    async (request, documentedReply) => {
      const reply = documentedReply as unknown as FastifyReply;
      const holder = await deps.events.tickets.redeem(request.query.ticket);
      const actor = holder && (await tenantOf(sessions, holder));
      if (!holder || !actor) throw new ApiError(419, 'api.streamTicketInvalid');
      const release = limit.acquire(holder.userId);
      if (!release) throw new TooManyRequests(30, 'api.tooManyStreams');
      try {
        const start = readerOf(actor);
        const resumed = parseCursor(lastEventIdOf(request));
        const { cursor, seen } = resumed
          ? { cursor: resumed, seen: new Set<string>() }
          : await streamRows(deps.db, start).start();
        const stream = openSse(request, reply);
        stream.onClose(release);
        const changed = runStreamSession({
          db: deps.db,
          stream,
          cursor,
          seen,
          lang: requestLanguage(request),
          currentReader: async () => {
            const now = await tenantOf(sessions, holder);
            return now && readerOf(now);
          },
          generation: hub.generation,
          sessionKey: holder.sessionId,
          log: request.log,
        });
        stream.onClose(hub.add({ companyId: holder.companyId, userId: holder.userId, changed }));
      } catch (error) {
        release();
        throw error;
      }
    },
  );
}
