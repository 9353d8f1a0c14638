import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import { categoryRoutes } from './categories/routes.ts';
import { departmentRoutes } from './departments/routes.ts';
import { companyDetailsRoutes } from './routes/company-details.ts';
import { createUserRoutes } from './create/routes.ts';
import { grantListRoutes } from './invitations/grant-list-routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { listRoutes } from './routes/lists.ts';
import { profileRoutes } from './profile/routes.ts';
import { activityRoutes } from './activity/routes.ts';
import { editRoutes } from './edit/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { userSearchCacheFor } from './search/cache.ts';
import type { UsersDeps } from './deps.ts';

/**
 * The users context: the profile, users and their status, roles, departments and categories (the user overview's
 * lists) with the overview's result cache, and the creation of a company with its preset roles.
 */
export async function createUsers(core: Core): Promise<ContextParts & Pick<UsersDeps, 'searchCache'>> {
  const deps: UsersDeps = {
    ...core,
    searchCache: await userSearchCacheFor(core.database, core.config.searchCacheRows),
  };
  return {
    async routes(api: FastifyInstance) {
      await profileRoutes(api, core);
      await listRoutes(api, core);
      await companyDetailsRoutes(api, core);
      await categoryRoutes(api, core);
      await departmentRoutes(api, core);
      await searchRoutes(api, deps);
      await editRoutes(api, core);
      await activityRoutes(api, core);
      await invitationRoutes(api, core);
      await grantListRoutes(api, core);
      await createUserRoutes(api, core);
    },
    /** The overview's result cache (tests read its hit counts; the benchmark switches it off). */
    searchCache: deps.searchCache,
  };
}

export { type NewCompany, createCompanyWithRoles, presetRoleLabels, roleLabel } from './companies.ts';
export {
  asUserAdmin,
  changeUserStatuses,
  enforce,
  findUserTarget,
  keepAnOwner,
  setUserStatus,
} from './service.ts';
export { canAssignRole } from './policy.ts';
