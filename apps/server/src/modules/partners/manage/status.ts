import type { PartnerStatusBody } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PartnersDeps } from '../deps.ts';
import { tellBothSides } from './notices.ts';
import { partnershipChanges } from './repository.ts';

/**
 * POST /partners/{partnerId}/status: sets my direction of the partnership. Blocking hides my shared displays from the
 * partner (every partner display query asks `letsPartnerSee`) and deletes its ad spots on my displays; my restricted
 * share rows stay for the unblock. Both sides are told; the same status again changes nothing and tells no one.
 * Answers whether it changed.
 */
export function setPartnerStatus(deps: PartnersDeps, actor: TenantActor, partnerId: string, body: PartnerStatusBody) {
  const status = body.status === 'blocked' ? 'blocked' : 'active';
  return deps.db.transaction(async (tx) => {
    const changes = partnershipChanges(tx, actor.companyId);
    const { mine } = await changes.lockPair(partnerId);
    if (!mine) throw notFound('apiPartners.partnerNotFound');
    if (mine.status === status) return false;
    await changes.setStatus(partnerId, status);
    if (status === 'blocked') await deps.partnerShares(tx, actor.companyId).removeAdSpotsOf(partnerId);
    const names = await changes.names(partnerId);
    await tellBothSides(
      tx,
      status === 'blocked' ? 'partnerBlocked' : 'partnerUnblocked',
      { companyId: actor.companyId, userId: actor.userId, name: names.mine },
      { companyId: partnerId, name: names.theirs },
    );
    return true;
  });
}
