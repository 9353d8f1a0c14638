import type { Permission } from '@plakat/shared';
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
};
