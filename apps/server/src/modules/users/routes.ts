import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';

// Placeholder so the app builds while the module is written; replaced by the module's real routes.
export async function userRoutes(_api: FastifyInstance, _deps: AppDeps) {}
