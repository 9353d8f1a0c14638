import type { DisplaySearchBody } from '@plakat/shared';
import type { Database, Db } from '../../../db/client.ts';
import { type ListRow, ownDisplayList } from '../repository/search.ts';

export type SearchPage = { rows: ListRow[]; totalCount: number };
type Entry = { companyId: string; revision: number; page: SearchPage; size: number };

/** Where the cache learns a company's current revision. */
export type RevisionSource = (db: Db, companyId: string) => Promise<number> | number;

/**
 * Results of the own display search, keyed by company, query and the company's `display_revision`.
 *
 * Triggers bump the revision at the commit of every change to the company's displays, their media, its categories or
 * its name (migration 0003). On PostgreSQL the revision is read from the database on every request (one primary-key
 * lookup), so a hit is exactly what the query would answer now, also with several server processes on one database.
 * Embedded PGlite belongs to this one process and announces each bump before the writing query returns
 * (`notifiedRevisions`), so there the revision is kept in memory. Either way the revision is taken before the query
 * runs, so a result is never stored under a newer revision than the data it shows.
 *
 * Rows (not responses) are cached: signed media URLs are made per request. Searches with a time-relative filter
 * (`date`: created in the last N days) are not cached, their answer changes without a write. The cache holds at most
 * `maxRows` rows in all and drops the least recently used results first; `maxRows` 0 switches it off.
 */
export function createDisplaySearchCache(maxRows: number, revisionOf: RevisionSource = storedRevision) {
  const entries = new Map<string, Entry>();
  let rowsHeld = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    rowsHeld -= entry.size;
  };

  return {
    get enabled() {
      return maxRows > 0;
    },
    stats: () => ({ entries: entries.size, rows: rowsHeld, hits, misses }),

    async search(db: Db, companyId: string, key: string, run: () => Promise<SearchPage>): Promise<SearchPage> {
      if (maxRows <= 0) return run();
      const revision = await revisionOf(db, companyId);
      const fullKey = `${companyId}\n${key}`;
      const cached = entries.get(fullKey);
      if (cached && cached.revision === revision) {
        hits++;
        // Re-insert: Map order is the recency order the eviction walks.
        entries.delete(fullKey);
        entries.set(fullKey, cached);
        return cached.page;
      }
      misses++;
      if (cached) drop(fullKey, cached);
      const page = await run();
      const size = Math.max(1, page.rows.length);
      if (size <= maxRows) {
        entries.set(fullKey, { companyId, revision, page, size });
        rowsHeld += size;
        for (const [oldKey, old] of entries) {
          if (rowsHeld <= maxRows) break;
          drop(oldKey, old);
        }
      }
      return page;
    },
  };
}

export type DisplaySearchCache = ReturnType<typeof createDisplaySearchCache>;

/** The revision as committed in the database (any number of server processes). */
export const storedRevision = (db: Db, companyId: string): Promise<number> => ownDisplayList(db, companyId).revision();

/**
 * Revisions counted in memory from the database's announcements (PGlite). They start at 0 for every company, which is
 * only a name for "as of this process's start": the cache starts empty too.
 */
export function notifiedRevisions(): { revisionOf: RevisionSource; bump: (companyId: string) => void } {
  const revisions = new Map<string, number>();
  return {
    revisionOf: (_db, companyId) => revisions.get(companyId) ?? 0,
    bump: (companyId) => {
      revisions.set(companyId, (revisions.get(companyId) ?? 0) + 1);
    },
  };
}

/** A stable key of a search: the same filters in any order give the same key. */
export function searchKey(
  query: { keyword?: string; page: number; limit: number; sort: string },
  body: DisplaySearchBody,
): string {
  const filters = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([query.keyword ?? '', query.page, query.limit, query.sort, filters]);
}

/** Whether the answer of this search can change without a write (then it is never cached). */
export const isTimeRelative = (body: DisplaySearchBody) => body.date !== undefined;

/** The cache for a database: revisions from announcements on PGlite, from the table on a PostgreSQL server. */
export async function displaySearchCacheFor(database: Database, maxRows: number): Promise<DisplaySearchCache> {
  if (maxRows <= 0 || !database.onDisplayRevision) return createDisplaySearchCache(maxRows);
  const revisions = notifiedRevisions();
  await database.onDisplayRevision(revisions.bump);
  return createDisplaySearchCache(maxRows, revisions.revisionOf);
}
