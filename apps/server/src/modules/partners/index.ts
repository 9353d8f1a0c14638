import type { FastifyInstance } from 'fastify';
import type { ContextParts, Core } from '../../core.ts';
import type { PartnersDeps } from './deps.ts';
import { displayPartnerRoutes } from './display-partners/routes.ts';
import { favoriteRoutes } from './favourites/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { logoRoutes } from './logo/routes.ts';
import { sharedDisplayRoutes } from './shared-displays/routes.ts';
import { partnerListRoutes } from './list/routes.ts';
import { manageRoutes } from './manage/routes.ts';

/**
 * The partners context (issue 23): partnerships, invitations, and the partner list of a display's share options.
 * This file is the only one other contexts import: `createPartners(core, fromDisplays)` for app.ts, and the
 * partnership queries below (the display and users contexts ask them instead of reading the table).
 */
export function createPartners(
  core: Core,
  fromDisplays: Pick<PartnersDeps, 'shareRowsOf' | 'displayViews' | 'partnerShares'>,
): ContextParts {
  const deps: PartnersDeps = { ...core, ...fromDisplays };
  return {
    async routes(api: FastifyInstance) {
      await invitationRoutes(api, deps);
      await partnerListRoutes(api, deps);
      await manageRoutes(api, deps);
      await displayPartnerRoutes(api, deps);
      await sharedDisplayRoutes(api, deps);
      await favoriteRoutes(api, deps);
      await logoRoutes(api, deps);
    },
  };
}

export { letsPartnerSee, partnershipRepo } from './repository.ts';
export { favoriteOf } from './favourites/repository.ts';
export { logoStorageKey, logoThumbUrlOf } from './logo/url.ts';
export type { DisplayViews } from './deps.ts';
