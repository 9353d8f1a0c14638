import type { PartnerSharedDisplay, Permission } from '@plakat/shared';
import type { Core } from '../../core.ts';
import type { TenantActor } from '../../lib/actor.ts';

/** The acting user with the key its route declares (the display context checks a display with it). */
export type PartnerActor = TenantActor & { routeKey?: Permission };

/**
 * What the partners context gets from app.ts: the core, and from the display context the share rows of one display
 * after its access check (it throws 404 for a display the actor does not reach). Passed in, so that the display
 * context may ask this one for partnerships without a cycle.
 */
export type PartnersDeps = Core & {
  shareRowsOf: (actor: PartnerActor, displayId: string) => Promise<Set<string>>;
  displayViews: DisplayViews;
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
