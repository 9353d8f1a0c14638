import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { listRoutes } from './routes/lists.ts';
import { companyDetailsRoutes } from './routes/company-details.ts';
import { profileRoutes } from './routes/profile.ts';

/**
 * The users context: the profile, users and their status, roles, departments and categories (the user overview's
 * lists), and the creation of a company with its preset roles.
 */
export async function userRoutes(api: FastifyInstance, deps: AppDeps) {
  await profileRoutes(api, deps);
  await listRoutes(api, deps);
  await companyDetailsRoutes(api, deps);
}

export { type NewCompany, createCompanyWithRoles, presetRoleLabels, roleLabel } from './companies.ts';
export { changeUserStatuses, setUserStatus } from './service.ts';
