import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { failedMailRoutes } from './failed-mails.routes.ts';
import { superpanelRoutes } from './routes.ts';

/** The operator's panel (superpanel audience): the admin's own account, all companies, mails that failed for good. */
export function createSuperpanel(core: Core) {
  return {
    async routes(api: FastifyInstance) {
      await superpanelRoutes(api, core);
      await failedMailRoutes(api, core);
    },
  } satisfies ContextParts;
}
