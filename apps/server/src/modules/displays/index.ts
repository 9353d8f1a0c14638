import type { FastifyInstance } from 'fastify';
import type { ScreenProblem } from '@plakat/shared';
import type { ContextParts, Core } from '../../core.ts';
import type { Db } from '../../db/client.ts';
import { createFileUrlSigner } from '../../media/index.ts';
import { createPoolUrlSigner } from '../media-pool/index.ts';
import type { DisplayDeps } from './deps.ts';
import { detailsRoutes } from './details/routes.ts';
import { duplicateRoutes } from './duplicate/routes.ts';
import { fleetRoutes } from './fleet/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { displaysSharedByMe, displaysSharedWithMe, seesPartnerDisplay } from './partner-rows/service.ts';
import { unshareFromPartner } from './partner-rows/unshare.ts';
import type { DisplayViews } from '../partners/index.ts';
import { type PlayerDisplay, displayToPair, displayToRead } from './player-target.ts';
import { type PlayerContent, logScreenProblems, playerContent } from './program/player.ts';
import { programRoutes } from './program/routes.ts';
import { displayRepo } from './repository/displays.ts';
import { partnerShareRepo } from './repository/partner-shares.ts';
import { displaySearchCacheFor } from './search/cache.ts';
import { searchRoutes } from './search/routes.ts';
import { sharingRoutes } from './sharing/routes.ts';
import { shareRowsOfDisplay } from './sharing/service.ts';
import type { DisplayActor } from './policy.ts';
import { stateRoutes } from './state/routes.ts';
import { tokenRoutes } from './token/routes.ts';
import { wizardRoutes } from './wizard/routes.ts';

/**
 * The display context (spec 02): search, details, state changes, the creation wizard, display media and sharing with
 * partners. This file is the only one other contexts import: `createDisplays(core)` for app.ts, and the functions
 * below.
 */
export async function createDisplays(core: Core): Promise<
  ContextParts &
    Pick<DisplayDeps, 'searchCache' | 'mediaUrls'> & {
      shareRowsOf: ShareRowsOf;
      forPartners: DisplayViews;
      forPlayer: DisplaysForPlayer;
    }
> {
  const deps: DisplayDeps = {
    ...core,
    mediaUrls: createFileUrlSigner(core.config.jwtSecret, 'display-media'),
    searchCache: await displaySearchCacheFor(core.database, core.config.searchCacheRows),
    poolUrls: createPoolUrlSigner(core.config.jwtSecret),
  };
  return {
    async routes(api: FastifyInstance) {
      await searchRoutes(api, deps);
      await fleetRoutes(api, deps);
      await detailsRoutes(api, deps);
      await stateRoutes(api, deps);
      await duplicateRoutes(api, deps);
      await tokenRoutes(api, deps);
      await sharingRoutes(api, deps);
      await wizardRoutes(api, deps);
      await mediaRoutes(api, deps);
      await programRoutes(api, deps);
    },
    /** The own display lists' cache (tests read its hit counts). */
    searchCache: deps.searchCache,
    /** Signs display media URLs (tests sign their own). */
    mediaUrls: deps.mediaUrls,
    /** The partners a reachable display of the actor's company is shared with (the partners context asks). */
    shareRowsOf: (actor, displayId) => shareRowsOfDisplay(deps, actor, displayId),
    /** The display a screen is paired with (the player context asks inside its transaction). */
    forPlayer: {
      displayToPair,
      displayToRead,
      content: (companyId, displayId) => playerContent(deps, companyId, displayId),
      logProblems: (companyId, displayId, problems) => logScreenProblems(deps, companyId, displayId, problems),
    },
    /** The displays between the company and one partner, and unsharing one (the partners context's expanded row). */
    forPartners: {
      sharedByMe: (actor, partnerId, page) => displaysSharedByMe(deps, actor, partnerId, page),
      sharedWithMe: (viewer, partnerId, page) => displaysSharedWithMe(deps, viewer, partnerId, page),
      unshare: (actor, partnerId, displayId) => unshareFromPartner(deps, actor, partnerId, displayId),
      seesPartnerDisplay: (viewer, displayId) => seesPartnerDisplay(deps, viewer, displayId),
    },
  };
}

/** What the player context may ask of displays. */
export type DisplaysForPlayer = {
  displayToPair: (tx: Db, actor: DisplayActor, displayId: string) => Promise<PlayerDisplay>;
  /** What the display's screen plays: its program (or its placeholders) with the files' hashes. */
  content: (companyId: string, displayId: string) => Promise<PlayerContent>;
  displayToRead: (db: Db, actor: DisplayActor, displayId: string) => Promise<PlayerDisplay>;
  /** Writes a screen's problems into its display's log; answers how many entries were new. */
  logProblems: (companyId: string, displayId: string, problems: ScreenProblem[]) => Promise<number>;
};
export type { PlayerContent, PlayerDisplay };
export {
  type DisplayContentEvent,
  displayContentChannel,
  displayContentEventOf,
} from './program/events.ts';

/** Share rows of one display after its access check: 404 (ApiError) when the actor does not reach it. */
export type ShareRowsOf = (actor: DisplayActor, displayId: string) => Promise<Set<string>>;

/** Reserves `count` consecutive display numbers for a company inside the caller's transaction (seeds, factories). */
/**
 * The displays a company and its partners share with each other, their ad spots on each other's displays, and ending
 * them (block, delete): for the partners context, handed to it by app.ts. Runs on `db` (a transaction when it is one).
 */
export const partnerShares = (db: Db, companyId: string) => partnerShareRepo(db, companyId);

export const reserveDisplayOnlineIds = (tx: Db, companyId: string, count = 1) =>
  displayRepo(tx, companyId).reserveOnlineIds(count);
