import type { NotificationListQuery } from '@plakat/shared';
import type { Database } from '../../../db/client.ts';
import { type RevisionSource, createRevisionCache, revisionCacheFor } from '../../../lib/revision-cache.ts';
import type { Reader } from '../policy.ts';
import { notificationRevision } from '../repository/revision.ts';

/** A count as cached (one row's worth in the cache's budget). */
export type CachedCount = { rows: readonly []; totalCount: number };

/**
 * The notification center's match counts (GET /notifications' `totalCount`; src/lib/revision-cache.ts), keyed by the
 * reader, the filter and the company's notification revision, which triggers bump at the commit of every change to
 * its notifications and their read states (migration 0027). The page itself is an index walk that stops after its
 * rows; the count reads every match, so it is the part worth keeping. A period is counted from a minute boundary
 * (`since`, in the key), so the same filter gives the same count for a minute; a sender filter matches names that
 * change without a notification write and is never cached.
 */
export const createNotificationCountCache = (maxRows: number, revisionOf: RevisionSource = notificationRevision) =>
  createRevisionCache<CachedCount>(maxRows, revisionOf);

export type NotificationCountCache = ReturnType<typeof createNotificationCountCache>;

/** The filter as the count applies it, with the reader it is counted for. */
export function notificationCountKey(
  reader: Reader,
  query: NotificationListQuery,
  lang: 'en' | 'de',
  since: Date | null,
): string {
  return JSON.stringify([
    reader.userId,
    lang,
    [...reader.hiddenTypes].sort(),
    query.message?.normalize('NFC').toLowerCase() ?? null,
    query.resourceId ?? null,
    query.type ?? null,
    query.status ?? null,
    since?.toISOString() ?? null,
  ]);
}

/** Whether this count may be kept (see above). */
export const isCacheable = (query: NotificationListQuery) => !query.sender;

/** The cache for a database: revisions from announcements on PGlite, from the table on a PostgreSQL server. */
export const notificationCountCacheFor = (database: Database, maxRows: number): Promise<NotificationCountCache> =>
  revisionCacheFor<CachedCount>(maxRows, notificationRevision, database.onNotificationRevision);
