import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { authRoutes } from './auth/index.ts';
import { lookupRoutes } from './lookups/index.ts';
import { registrationRoutes } from './registration/index.ts';
import { failedMailRoutes, superpanelRoutes } from './superpanel/index.ts';
import { userRoutes } from './users/index.ts';
import { displayRoutes } from './displays/index.ts';
import { healthRoutes } from './health/index.ts';

/** Every API module, mounted under /api. */
export async function registerRoutes(api: FastifyInstance, deps: AppDeps) {
  await authRoutes(api, deps);
  await userRoutes(api, deps);
  await lookupRoutes(api, deps);
  await registrationRoutes(api, deps);
  await superpanelRoutes(api, deps);
  await failedMailRoutes(api, deps);
  await displayRoutes(api, deps);
  await healthRoutes(api, deps);
}
