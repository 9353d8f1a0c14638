import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { authRoutes } from './auth/routes.ts';
import { lookupRoutes } from './lookups/routes.ts';
import { organizationRoutes } from './organization/routes.ts';
import { companyDetailsRoutes } from './organization/company-details.routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { superpanelRoutes } from './superpanel/routes.ts';
import { userRoutes } from './users/routes.ts';
import { displayRoutes } from './displays/routes.ts';
import { partnerRoutes } from './partners/routes.ts';
import { displayWizardRoutes } from './display-wizard/routes.ts';
import { displayMediaRoutes } from './display-media/routes.ts';

/** Every API module, mounted under /api. */
export async function registerRoutes(api: FastifyInstance, deps: AppDeps) {
  await authRoutes(api, deps);
  await userRoutes(api, deps);
  await lookupRoutes(api, deps);
  await registrationRoutes(api, deps);
  await organizationRoutes(api, deps);
  await companyDetailsRoutes(api, deps);
  await superpanelRoutes(api, deps);
  await displayRoutes(api, deps);
  await partnerRoutes(api, deps);
  await displayWizardRoutes(api, deps);
  await displayMediaRoutes(api, deps);
}
