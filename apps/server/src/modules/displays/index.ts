import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { displayRepo } from './repository/displays.ts';
import { actionRoutes } from './duplicate/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { sharingRoutes } from './sharing/routes.ts';
import { stateRoutes } from './state/routes.ts';
import { wizardRoutes } from './wizard/routes.ts';

/**
 * The display context (spec 02): search, details, state changes, the creation wizard, display media and sharing with
 * partners. This file is the only one other modules import.
 */
export async function displayRoutes(api: FastifyInstance, deps: AppDeps) {
  await searchRoutes(api, deps);
  await stateRoutes(api, deps);
  await actionRoutes(api, deps);
  await sharingRoutes(api, deps);
  await wizardRoutes(api, deps);
  await mediaRoutes(api, deps);
}

/** Reserves `count` consecutive display numbers for a company inside the caller's transaction (seeds, factories). */
export const reserveDisplayOnlineIds = (tx: Db, companyId: string, count = 1) =>
  displayRepo(tx, companyId).reserveOnlineIds(count);

export { createMediaUrlSigner, type MediaUrlSigner } from '../../media/signed-urls.ts';
export { type DisplaySearchCache, displaySearchCacheFor } from './search/cache.ts';
