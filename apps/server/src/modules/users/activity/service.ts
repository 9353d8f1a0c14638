import type { UserActivityQuery } from '@plakat/shared';
import { notFound } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { roleLabel } from '../companies.ts';
import { activityRepo } from '../repository/activity.ts';
import { findUserDetails } from '../repository/search.ts';

/**
 * The activity report of one user of the own company (spec §3 filter): what the display and media file logs record
 * it did. `companyId` of another company and a `roleLabel` the user does not hold (in either language) report nothing.
 */
export async function userActivityFor(deps: Core, actor: TenantActor, userId: string, q: UserActivityQuery) {
  const user = await findUserDetails(deps.db, actor.companyId, userId);
  if (!user) throw notFound();
  const label = q.roleLabel?.toLowerCase();
  const holdsRole =
    !label ||
    user.roles.some((role) =>
      [role.label, roleLabel('en', role), roleLabel('de', role)].some((text) => text.toLowerCase() === label),
    );
  if ((q.companyId && q.companyId !== actor.companyId) || !holdsRole) return { items: [], totalCount: 0 };
  const filter = { resourceId: q.resourceId, text: q.activityORAdditionalInfo, days: q.rangeTime };
  const repo = activityRepo(deps.db, actor.companyId, userId);
  const [rows, totalCount] = await Promise.all([repo.page(filter, q.page, q.perPage), repo.count(filter)]);
  return {
    items: rows.map((row) => ({
      ...row,
      at: new Date(row.at).toISOString(),
      details: row.details ?? {},
    })),
    totalCount,
  };
}
