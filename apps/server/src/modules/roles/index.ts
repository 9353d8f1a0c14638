import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { holderRoutes } from './holders/routes.ts';
import { manageRoutes } from './manage/routes.ts';
import { assignmentRoutes } from './assignments/routes.ts';

/**
 * Roles, their permission keys and the resources assigned to a user for a role (issue 22). Each use case mounts its
 * routes here: `manage/` (the roles page: create, rename, duplicate, keys, delete), `holders/` (which roles a user
 * holds), `assignments/` (displays and media files assigned to a user for a role); `access.ts` answers "may this
 * actor use key K on these resources" for every context.
 */
export function createRoles(core: Core) {
  return {
    routes: async (api: FastifyInstance) => {
      await holderRoutes(api, core);
      await manageRoutes(api, core);
      await assignmentRoutes(api, core);
    },
  } satisfies ContextParts;
}
export {
  type AccessActor,
  type ResourceAccess,
  type ResourceType,
  accessOn,
  accessOnMany,
  allowedIds,
  assignedToActor,
  reachCondition,
  reachesAll,
  requireAccess,
} from './access.ts';
