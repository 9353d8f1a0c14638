import type { Permission } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { PartnersDeps } from '../deps.ts';
import { partnershipRepo } from '../repository.ts';

/** The key each direction of the expanded row needs: my shares GET_SHARED_DISPLAYS, theirs the partner overview's. */
export const directionKeys = {
  byMe: 'GET_SHARED_DISPLAYS',
  withMe: 'GET_PARTNER_DISPLAYS_INFO',
} as const satisfies Record<string, Permission>;

/** 404 unless `partnerId` is a partner of the company (active or blocked, either way). */
export async function requirePartner(deps: PartnersDeps, actor: TenantActor, partnerId: string) {
  if (partnerId === actor.companyId || !(await partnershipRepo(deps.db, actor.companyId).isPartnerEitherWay(partnerId)))
    throw notFound('apiPartnerDisplays.notPartner');
}

/** GET /partners/{partnerId}/displays: my displays shared with the partner, or theirs I see now. */
export async function partnerDisplays(
  deps: PartnersDeps,
  actor: TenantActor,
  partnerId: string,
  query: { direction: keyof typeof directionKeys; page: number; perPage: number },
) {
  const key = directionKeys[query.direction];
  if (!actor.permissions.has(key)) throw forbidden();
  await requirePartner(deps, actor, partnerId);
  const page = { page: query.page, perPage: query.perPage };
  return query.direction === 'byMe'
    ? deps.displayViews.sharedByMe({ ...actor, routeKey: key }, partnerId, page)
    : deps.displayViews.sharedWithMe(actor.companyId, partnerId, page);
}

/** DELETE /partners/{partnerId}/displays/{displayId}: the display context's cascade (404 when not shared with them). */
export async function unshareDisplay(deps: PartnersDeps, actor: TenantActor, partnerId: string, displayId: string) {
  await requirePartner(deps, actor, partnerId);
  await deps.displayViews.unshare({ ...actor, routeKey: 'UNSHARE_DISPLAY' }, partnerId, displayId);
}
