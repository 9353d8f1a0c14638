import type { PartnerSharedDisplay, Permission } from '@plakat/shared';
import type { Core } from '../../core.ts';
import type { Db } from '../../db/client.ts';
import type { TenantActor } from '../../lib/actor.ts';

/** The acting user with the key its route declares (the display context checks a display with it). */
export type PartnerActor = TenantActor & { routeKey?: Permission };

/** What ending a partnership ends: displays shared each way and the ad spots both ways. */
export type PartnerShareFacts = { sharesByMe: number; sharesWithMe: number; adSpots: number };

/**
 * The display context's answers about what one company (`companyId`) and its partners share (displays index.ts
 * `partnerShares`); on `db`, a transaction when it is one.
 */
export type PartnerShares = (
  db: Db,
  companyId: string,
) => {
  /** Per partner: my displays shared with it; its displays it lets me see (0 while it blocks me). */
  sharedCounts(partnerIds: string[]): Promise<Map<string, { sharedByMe: number; sharedWithMe: number }>>;
  /** My display: the companies it is shared with; a partner's display visible to me: its owner; else null. */
  sharedDisplay(
    displayId: string,
  ): Promise<{ mine: true; sharedWith: 'allPartners' | string[] } | { mine: false; owner: string } | null>;
  factsWith(partnerId: string): Promise<PartnerShareFacts>;
  /** Deletes the partner's ad spots on my displays. */
  removeAdSpotsOf(partnerId: string): Promise<number>;
  /** Deletes every share row and ad spot between the two companies, both ways. */
  endSharesWith(partnerId: string): Promise<void>;
};

/**
 * What the partners context gets from app.ts: the core, and from the display context the share rows of one display
 * after its access check (it throws 404 for a display the actor does not reach) and the shares between partners.
 * Passed in, so that the display context may ask this one for partnerships without a cycle.
 */
export type PartnersDeps = Core & {
  shareRowsOf: (actor: PartnerActor, displayId: string) => Promise<Set<string>>;
  displayViews: DisplayViews;
  partnerShares: PartnerShares;
};

type Page = { page: number; perPage: number };
type DisplayPage = { items: PartnerSharedDisplay[]; totalCount: number };

/** What the display context answers about the displays between two partners (handed in by app.ts). */
export type DisplayViews = {
  /** The actor's displays shared with the partner, those its roles reach with GET_SHARED_DISPLAYS. */
  sharedByMe: (actor: PartnerActor, partnerId: string, page: Page) => Promise<DisplayPage>;
  /** The partner's displays the viewer sees now, favourites first. */
  sharedWithMe: (viewerCompanyId: string, partnerId: string, page: Page) => Promise<DisplayPage>;
  /** Ends the share of the actor's display with the partner (the display's share-change cascade); 404, 409. */
  unshare: (actor: PartnerActor, partnerId: string, displayId: string) => Promise<void>;
  /** Whether the viewer sees the display as a partner now. */
  seesPartnerDisplay: (viewerCompanyId: string, displayId: string) => Promise<boolean>;
};
