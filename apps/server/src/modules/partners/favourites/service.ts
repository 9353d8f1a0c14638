import type { TenantActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PartnersDeps } from '../deps.ts';
import { favoriteRepo } from './repository.ts';

/**
 * PUT /partners/favorites/{displayId}: marks a partner display the company sees now as a favourite (again: no
 * change). 404 for any other display, the own ones included.
 */
export async function addFavorite(deps: PartnersDeps, actor: TenantActor, displayId: string) {
  if (!(await deps.displayViews.seesPartnerDisplay(actor.companyId, displayId)))
    throw notFound('apiPartnerDisplays.notVisible');
  await favoriteRepo(deps.db, actor.companyId).add(displayId);
}

/**
 * DELETE /partners/favorites/{displayId}: the mark goes; as for the mark, only on a display the company sees now
 * (404 otherwise, so the call tells nothing of other companies' displays).
 */
export async function removeFavorite(deps: PartnersDeps, actor: TenantActor, displayId: string) {
  if (!(await deps.displayViews.seesPartnerDisplay(actor.companyId, displayId)))
    throw notFound('apiPartnerDisplays.notVisible');
  await favoriteRepo(deps.db, actor.companyId).remove(displayId);
}
