import type { MediaSearchBody } from '@plakat/shared';
import type { Database } from '../../../db/client.ts';
import {
  type RevisionSource,
  createRevisionCache,
  revisionCacheFor,
  stableSearchKey,
} from '../../../lib/revision-cache.ts';
import { mediaRevision } from '../repository/revision.ts';
import type { MediaLogRow } from '../repository/log.ts';
import type { MediaListRow, MediaVisibility } from '../repository/search.ts';

/** A page as cached: the rows with each file's first log entry (the upload). */
export type MediaSearchPage = { rows: (MediaListRow & { firstLog: MediaLogRow | null })[]; totalCount: number };

/**
 * Results of the media pool search (src/lib/revision-cache.ts), keyed by company, the actor's visibility (access
 * levels and assigned files), the query and the company's media revision (`media_file_seq.revision`), which triggers bump at the commit of every
 * change to its pool files, their uses and log, its categories and its users' names (migration 0010). Rows (with
 * each file's first log entry) are cached, not answers: file URLs are signed per request. Searches with `date` (uploaded in the last N days) are never cached.
 */
export const createMediaSearchCache = (maxRows: number, revisionOf: RevisionSource = mediaRevision) =>
  createRevisionCache<MediaSearchPage>(maxRows, revisionOf);

export type MediaSearchCache = ReturnType<typeof createMediaSearchCache>;

/** A stable key of a search for one visibility: the same filters in any order give the same key. */
export const mediaSearchKey = (
  query: { keyword?: string; page: number; limit: number; sort: string },
  filter: MediaSearchBody,
  visibility: MediaVisibility,
): string => stableSearchKey(query, filter, [...visibility.access].sort(), visibility.assignedTo?.userId ?? '');

/** Whether the answer of this search can change without a write (then it is never cached). */
export const isTimeRelative = (filter: MediaSearchBody) => filter.date !== undefined;

/** The cache for a database: revisions from announcements on PGlite, from the table on a PostgreSQL server. */
export const mediaSearchCacheFor = (database: Database, maxRows: number): Promise<MediaSearchCache> =>
  revisionCacheFor<MediaSearchPage>(maxRows, mediaRevision, database.onMediaRevision);
