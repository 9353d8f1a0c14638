import type { Language, UserSearchQuery, UserSearchResponse } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { presentUserListItem } from '../presenter.ts';
import { searchUsers } from '../repository/search.ts';

/** The user overview (platform spec §2, §3): one page of the own company's users that are not deleted. */
export async function searchUsersFor(
  deps: Core,
  actor: TenantActor,
  query: UserSearchQuery,
  lang: Language,
): Promise<UserSearchResponse> {
  const { rows, totalCount } = await searchUsers(deps.db, actor.companyId, query);
  return { items: rows.map((row) => presentUserListItem(row, lang)), totalCount };
}
