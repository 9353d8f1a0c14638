import type { DisplaySearchBody } from '@plakat/shared';
import type { Database, Db } from '../../../db/client.ts';
import {
  type RevisionSource,
  createRevisionCache,
  notifiedRevisions,
  revisionCacheFor,
  stableSearchKey,
} from '../../../lib/revision-cache.ts';
import { type ListRow, ownDisplayList } from '../repository/search.ts';

export { notifiedRevisions, type RevisionSource };

export type SearchPage = { rows: ListRow[]; totalCount: number };

/**
 * Results of the own display search, keyed by company, query and the company's `display_revision` (src/lib/
 * revision-cache.ts). Triggers bump the revision at the commit of every change to the company's displays, their media,
 * its categories or its name (migration 0003). Searches with a time-relative filter (`date`: created in the last N
 * days) or the connection filter are not cached, their answer changes without a write. The screens' connection of
 * a page (online, last seen) is read after the cached part, for the page's rows only (search/service.ts).
 */
export const createDisplaySearchCache = (maxRows: number, revisionOf: RevisionSource = storedRevision) =>
  createRevisionCache<SearchPage>(maxRows, revisionOf);

export type DisplaySearchCache = ReturnType<typeof createDisplaySearchCache>;

/** The revision as committed in the database (any number of server processes). */
export const storedRevision = (db: Db, companyId: string): Promise<number> => ownDisplayList(db, companyId).revision();

/** A stable key of a search: the same filters in any order give the same key. */
export const searchKey = (
  query: { keyword?: string; page: number; limit: number; sort: string },
  body: DisplaySearchBody,
): string => stableSearchKey(query, body);

/**
 * Whether the answer of this search can change without a write to the company's displays (then it is never cached):
 * a time-relative filter, or the screens' connection (a screen going offline bumps no display revision).
 */
export const isTimeRelative = (body: DisplaySearchBody) => body.date !== undefined || body.connection !== undefined;

/** The cache for a database: revisions from announcements on PGlite, from the table on a PostgreSQL server. */
export const displaySearchCacheFor = (database: Database, maxRows: number): Promise<DisplaySearchCache> =>
  revisionCacheFor<SearchPage>(maxRows, storedRevision, database.onDisplayRevision);
