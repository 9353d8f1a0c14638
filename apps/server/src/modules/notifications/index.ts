import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { listRoutes } from './list/routes.ts';
import { stateRoutes } from './state/routes.ts';

/**
 * The notifications context: other contexts tell companies and users about changes inside their own transaction
 * (`notify`); the notification center lists them with a read state per user.
 */
export function createNotifications(core: Core) {
  return {
    routes: async (api: FastifyInstance) => {
      await listRoutes(api, core);
      await stateRoutes(api, core);
    },
  } satisfies ContextParts;
}

export { type NoticeInput, type NotifyInput, notify, notifyCompanies, notifyUser } from './service.ts';
export type { NotificationType } from '@plakat/shared';
