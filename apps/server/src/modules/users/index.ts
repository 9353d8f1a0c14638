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

/**
 * The users context: the profile, users and their status, roles, departments and categories (the user overview's
 * lists), and the creation of a company with its preset roles.
 */
export function createUsers(core: Core) {
  return {
    async routes(api: FastifyInstance) {
      await profileRoutes(api, core);
      await listRoutes(api, core);
      await companyDetailsRoutes(api, core);
      await categoryRoutes(api, core);
      await departmentRoutes(api, core);
      await searchRoutes(api, core);
      await editRoutes(api, core);
      await activityRoutes(api, core);
      await invitationRoutes(api, core);
      await grantListRoutes(api, core);
      await createUserRoutes(api, core);
    },
  } satisfies ContextParts;
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
