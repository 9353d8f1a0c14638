import type { PartnerEnding } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PartnersDeps } from '../deps.ts';
import { partnerListRepo } from '../list/repository.ts';
import { tellBothSides } from './notices.ts';
import { partnershipChanges } from './repository.ts';

/** GET /partners/{partnerId}/ending: what deleting the partner would end, for the confirmation. */
export async function partnerEnding(deps: PartnersDeps, actor: TenantActor, partnerId: string) {
  const partner = await partnerListRepo(deps.db, actor.companyId).one(partnerId);
  if (!partner) throw notFound('apiPartners.partnerNotFound');
  const ending = await deps.partnerShares(deps.db, actor.companyId).factsWith(partnerId);
  return { companyName: partner.companyName, ending };
}

/**
 * DELETE /partners/{partnerId}/partnership: ends the partnership both ways in one transaction: both rows, every share row both
 * ways and the ad spots of each on the other's displays; both sides are told. Answers what ended. A new invitation
 * between the two is possible afterwards.
 */
export function deletePartner(deps: PartnersDeps, actor: TenantActor, partnerId: string): Promise<PartnerEnding> {
  return deps.db.transaction(async (tx) => {
    const changes = partnershipChanges(tx, actor.companyId);
    const { mine } = await changes.lockPair(partnerId);
    if (!mine) throw notFound('apiPartners.partnerNotFound');
    const shares = deps.partnerShares(tx, actor.companyId);
    const ended = await shares.factsWith(partnerId);
    await shares.endSharesWith(partnerId);
    await changes.deletePair(partnerId);
    const names = await changes.names(partnerId);
    await tellBothSides(
      tx,
      'partnerDeleted',
      { companyId: actor.companyId, userId: actor.userId, name: names.mine },
      { companyId: partnerId, name: names.theirs },
    );
    return ended;
  });
}
