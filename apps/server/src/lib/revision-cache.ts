import type { Db } from '../db/client.ts';

/** Where a cache learns a company's current revision. */
export type RevisionSource = (db: Db, companyId: string) => Promise<number> | number;

type Entry<P> = { revision: number; page: P; size: number };

/**
 * Search results keyed by company, a search key and a revision of the company that triggers bump at the commit of
 * every change the results show (companies.display_revision: migration 0003, media_file_seq.revision: migration 0010).
 *
 * On PostgreSQL the revision is read from the database on every request (one primary-key lookup), so a hit is exactly
 * what the query would answer now, also with several server processes on one database. Embedded PGlite belongs to
 * this one process and announces each bump before the writing query returns (`notifiedRevisions`), so there the
 * revision is kept in memory. Either way the revision is taken before the query runs, so a result is never stored
 * under a newer revision than the data it shows.
 *
 * Rows (not responses) are cached: signed media URLs are made per request. The caller leaves searches whose answer
 * changes without a write (time-relative filters) out. The cache holds at most `maxRows` rows in all and drops the
 * least recently used results first; `maxRows` 0 switches it off.
 */
export function createRevisionCache<P extends { rows: readonly unknown[] }>(
  maxRows: number,
  revisionOf: RevisionSource,
) {
  const entries = new Map<string, Entry<P>>();
  let rowsHeld = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string, entry: Entry<P>) => {
    entries.delete(key);
    rowsHeld -= entry.size;
  };

  return {
    get enabled() {
      return maxRows > 0;
    },
    stats: () => ({ entries: entries.size, rows: rowsHeld, hits, misses }),

    async search(db: Db, companyId: string, key: string, run: () => Promise<P>): Promise<P> {
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
        entries.set(fullKey, { revision, page, size });
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

export type RevisionCache<P extends { rows: readonly unknown[] }> = ReturnType<typeof createRevisionCache<P>>;

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

/**
 * The cache for a database: revisions from the database's announcements where it makes them (`listen`: PGlite),
 * otherwise read from the table (`stored`) on every search (a PostgreSQL server).
 */
export async function revisionCacheFor<P extends { rows: readonly unknown[] }>(
  maxRows: number,
  stored: RevisionSource,
  listen: ((bump: (companyId: string) => void) => Promise<void>) | undefined,
): Promise<RevisionCache<P>> {
  if (maxRows <= 0 || !listen) return createRevisionCache<P>(maxRows, stored);
  const revisions = notifiedRevisions();
  await listen(revisions.bump);
  return createRevisionCache<P>(maxRows, revisions.revisionOf);
}

/** A stable key of a search: the same filters in any order give the same key. */
export function stableSearchKey(
  query: { keyword?: string; page: number; limit: number; sort: string },
  body: Record<string, unknown>,
  ...more: unknown[]
): string {
  const filters = Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([query.keyword ?? '', query.page, query.limit, query.sort, filters, ...more]);
}
