import type { Language, UserSearchQuery, UserSearchResponse } from '@plakat/shared';
import type { TenantActor } from '../../../lib/actor.ts';
import type { UsersDeps } from '../deps.ts';
import { presentUserListItem } from '../presenter.ts';
import { searchUsers } from '../repository/search.ts';
import { isTimeRelative, userSearchKey } from './cache.ts';

/**
 * The user overview (platform spec §2, §3): one page of the own company's users that are not deleted, from the result
 * cache while nothing it shows has changed (search/cache.ts).
 */
export async function searchUsersFor(
  deps: UsersDeps,
  actor: TenantActor,
  query: UserSearchQuery,
  lang: Language,
): Promise<UserSearchResponse> {
  const run = () => searchUsers(deps.db, actor.companyId, query);
  const { rows, totalCount } = isTimeRelative(query)
    ? await run()
    : await deps.searchCache.search(deps.db, actor.companyId, userSearchKey(query, actor), run);
  return { items: rows.map((row) => presentUserListItem(row, lang)), totalCount };
}
