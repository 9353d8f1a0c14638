import type { Language, UserActivityQuery } from '@plakat/shared';
import { hasKey, t } from '../../../lib/i18n.ts';
import { notFound } from '../../../lib/errors.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { roleLabel } from '../companies.ts';
import { activityRepo } from '../repository/activity.ts';
import { findUserDetails } from '../repository/search.ts';

/** The log keys that name an action: the server's own first, then the display details page's. */
const actionKeys = {
  display: (action: string) => [`apiDisplays.log.${action}`, `displayStatus.logActions.${action}`],
  media: (action: string) => [`apiMediaPool.log.${action}`],
} as const;

/** An action as the display's or the file's log shows it; an action no text names stays as it is. */
export function activityText(lang: Language, resourceType: keyof typeof actionKeys, action: string): string {
  const key = actionKeys[resourceType](action).find(hasKey);
  return key ? t(lang, key) : action;
}

/**
 * The activity report of one user of the own company (spec §3 filter): what the display and media file logs record
 * it did. `companyId` of another company and a `roleLabel` the user does not hold (in either language) report nothing.
 */
export async function userActivityFor(
  deps: Core,
  actor: TenantActor,
  userId: string,
  q: UserActivityQuery,
  lang: Language,
) {
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
      actionText: activityText(lang, row.resourceType, row.action),
      details: row.details ?? {},
    })),
    totalCount,
  };
}
