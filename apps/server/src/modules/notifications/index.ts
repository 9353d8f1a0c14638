import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import type { ActorSource } from '../../lib/actor.ts';
import type { NotificationDeps } from './deps.ts';
import { notificationCountCacheFor } from './list/count-cache.ts';
import { listRoutes } from './list/routes.ts';
import { registerNoticeMails } from './mail/notice-mails.ts';
import { mailPreferenceRoutes } from './mail/routes.ts';
import { stateRoutes } from './state/routes.ts';
import { createStreamHub } from './stream/hub.ts';
import { streamRoutes } from './stream/routes.ts';

/**
 * The notifications context: other contexts tell companies and users about changes inside their own transaction
 * (`notify`); the notification center lists them with a read state per user.
 */
export async function createNotifications(
  core: Core,
  needs: { sessions: ActorSource },
): Promise<ContextParts & Pick<NotificationDeps, 'countCache'> & { openStreams: () => number }> {
  const deps: NotificationDeps = {
    ...core,
    countCache: await notificationCountCacheFor(core.database, core.config.searchCacheRows),
  };
  const hub = createStreamHub(core.events);
  registerNoticeMails(core.mailQueue, core.config.publicUrl);
  return {
    routes: async (api: FastifyInstance) => {
      await listRoutes(api, deps);
      await stateRoutes(api, core);
      await streamRoutes(api, core, needs.sessions, hub);
      await mailPreferenceRoutes(api, core);
    },
    /** The center's count cache (tests read its hit counts). */
    countCache: deps.countCache,
    /** How many live streams this instance holds open (tests and the benchmark). */
    openStreams: () => hub.size(),
  };
}

export { type NoticeInput, type NotifyInput, notify, notifyCompanies, notifyUser } from './service.ts';
export type { NotificationType } from '@plakat/shared';
