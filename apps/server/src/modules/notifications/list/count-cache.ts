import type { NotificationListQuery } from '@plakat/shared';
import type { Database } from '../../../db/client.ts';
import { type RevisionSource, createRevisionCache } from '../../../lib/revision-cache.ts';
import type { Reader } from '../policy.ts';
import { notificationCountRevision } from '../repository/revision.ts';

/** A count as cached (one row's worth in the cache's budget). */
export type CachedCount = { rows: readonly []; totalCount: number };

/**
 * The notification center's match counts (GET /notifications' `totalCount`; src/lib/revision-cache.ts). The page is an
 * index walk that stops after its rows; the count reads every match, so it is the part worth keeping. An entry is
 * keyed by the reader and the filter and checked against the company's notification revision plus the reader's
 * read-state revision, which triggers bump at the commit of every change to either (migration 0027). A period is
 * counted from a whole minute (`since`, in the key: repository/reader.ts `periodStart`), so the same filter gives the
 * same count for a minute; a sender filter matches names that change without a notification write and is never
 * cached. The cache's scope is `<companyId> <userId>` (`countScope`).
 */
export const createNotificationCountCache = (maxRows: number, revisionOf: RevisionSource = storedRevision) =>
  createRevisionCache<CachedCount>(maxRows, revisionOf);

export type NotificationCountCache = ReturnType<typeof createNotificationCountCache>;

export const countScope = (reader: Reader) => `${reader.companyId} ${reader.userId}`;
const scopeParts = (scope: string) => scope.split(' ') as [string, string];
const storedRevision: RevisionSource = (db, scope) => notificationCountRevision(db, ...scopeParts(scope));

/** The filter as the count applies it, in a fixed order, with the keys that hide types. */
export function notificationCountKey(
  reader: Reader,
  query: NotificationListQuery,
  lang: 'en' | 'de',
  since: Date | null,
): string {
  return JSON.stringify([
    [...reader.hiddenTypes].sort(),
    query.message === undefined ? null : [lang, query.message.normalize('NFC').toLowerCase()],
    query.resourceId ?? null,
    query.type ?? null,
    query.status ?? null,
    since?.toISOString() ?? null,
  ]);
}

/** Whether this count may be kept (see above). */
export const isCacheable = (query: NotificationListQuery) => !query.sender;

/**
 * The cache for a database: on PGlite (one process) the revisions are counted in memory from the database's
 * announcements (`company:<id>`, `user:<id>`), so a hit costs no statement; on a PostgreSQL server they are read per
 * request (one statement).
 */
export async function notificationCountCacheFor(database: Database, maxRows: number) {
  if (maxRows <= 0 || !database.onNotificationRevision) return createNotificationCountCache(maxRows);
  const bumps = new Map<string, number>();
  await database.onNotificationRevision((payload) => bumps.set(payload, (bumps.get(payload) ?? 0) + 1));
  return createNotificationCountCache(maxRows, (_db, scope) => {
    const [companyId, userId] = scopeParts(scope);
    return (bumps.get(`company:${companyId}`) ?? 0) + (bumps.get(`user:${userId}`) ?? 0);
  });
}
