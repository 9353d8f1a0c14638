import type { UserSearchQuery } from '@plakat/shared';
import type { Database } from '../../../db/client.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { type RevisionSource, createRevisionCache, revisionCacheFor } from '../../../lib/revision-cache.ts';
import type { UserListRow } from '../repository/search.ts';
import { userSearchRevision } from '../repository/revision.ts';

/** A page as cached: the rows (roles with their stored labels; the reader's language is applied per request). */
export type UserSearchPage = { rows: UserListRow[]; totalCount: number };

/**
 * Results of the user overview (GET /users; src/lib/revision-cache.ts), keyed by company, the actor's keys, the
 * normalized query and the company's `user_search_revisions.revision`, which triggers bump at the commit of every change
 * to its users, their roles, its roles' labels, departments, categories and name (migration 0019). Searches relative to
 * today (`entryDate`, `lastActivity`) are never cached.
 */
export const createUserSearchCache = (maxRows: number, revisionOf: RevisionSource = userSearchRevision) =>
  createRevisionCache<UserSearchPage>(maxRows, revisionOf);

export type UserSearchCache = ReturnType<typeof createUserSearchCache>;

const lowered = (text: string | undefined) => text?.normalize('NFC').toLowerCase();

/**
 * A stable key of a search as the actor makes it: the filters as the query applies them (text in lower case, the own
 * company's id the same as none, the language left out: it only names the roles), in a fixed order, and the actor's
 * keys. The overview lists the same users to everyone holding GET_USERS today; the keys are in the key so that an
 * answer can never reach an actor with other keys, should what they see come to depend on them.
 */
export function userSearchKey(query: UserSearchQuery, actor: TenantActor): string {
  const { lang: _lang, ...filters } = query;
  const normalized: Record<string, unknown> = {
    ...filters,
    fullText: lowered(filters.fullText),
    companyName: lowered(filters.companyName),
    position: lowered(filters.position),
    companyId: filters.companyId === actor.companyId ? undefined : filters.companyId,
  };
  const entries = Object.entries(normalized)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([entries, [...actor.permissions].sort()]);
}

/** Whether the answer of this search can change without a write (then it is never cached). */
export const isTimeRelative = (query: UserSearchQuery) =>
  query.entryDate !== undefined || query.lastActivity !== undefined;

/** The cache for a database: revisions from announcements on PGlite, from the table on a PostgreSQL server. */
export const userSearchCacheFor = (database: Database, maxRows: number): Promise<UserSearchCache> =>
  revisionCacheFor<UserSearchPage>(maxRows, userSearchRevision, database.onUserSearchRevision);
