import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import type { ActorSource } from '../../lib/actor.ts';
import { listRoutes } from './list/routes.ts';
import { stateRoutes } from './state/routes.ts';
import { createStreamHub } from './stream/hub.ts';
import { streamRoutes } from './stream/routes.ts';

/**
 * The notifications context: other contexts tell companies and users about changes inside their own transaction
 * (`notify`); the notification center lists them with a read state per user.
 */
export function createNotifications(
  core: Core,
  needs: { sessions: ActorSource },
): ContextParts & { openStreams: () => number } {
  const hub = createStreamHub(core.events);
  return {
    routes: async (api: FastifyInstance) => {
      await listRoutes(api, core);
      await stateRoutes(api, core);
      await streamRoutes(api, core, needs.sessions, hub);
    },
    /** How many live streams this instance holds open (tests and the benchmark). */
    openStreams: () => hub.size(),
  };
}

export { type NoticeInput, type NotifyInput, notify, notifyCompanies, notifyUser } from './service.ts';
export type { NotificationType } from '@plakat/shared';
