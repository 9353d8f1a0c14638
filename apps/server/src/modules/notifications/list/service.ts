import type { Language, NotificationListQuery, NotificationListResponse } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import type { NotificationDeps } from '../deps.ts';
import { readerOf } from '../policy.ts';
import { toNotificationItem } from '../presenter.ts';
import { notificationReader, periodStart } from '../repository/reader.ts';
import { countScope, isCacheable, notificationCountKey } from './count-cache.ts';

/** One page of the notification center: what the reader sees, filtered, with the reader's own read state. */
export async function listFor(
  deps: NotificationDeps,
  actor: TenantActor,
  query: NotificationListQuery,
  lang: Language,
): Promise<NotificationListResponse> {
  const reader = readerOf(actor);
  const repo = notificationReader(deps.db, reader);
  const since = periodStart(query.rangeTime);
  const count = async () => (await repo.count(query, lang, since)) as number;
  const [rows, totalCount] = await Promise.all([
    repo.page(query, lang, since),
    isCacheable(query)
      ? deps.countCache
          .search(deps.db, countScope(reader), notificationCountKey(reader, query, lang, since), async () => ({
            rows: [] as const,
            totalCount: await count(),
          }))
          .then((cached) => cached.totalCount)
      : count(),
  ]);
  return { items: rows.map((row) => toNotificationItem(row, lang)), totalCount };
}

export async function unreadCountFor(deps: Core, actor: TenantActor) {
  return { unreadCount: await notificationReader(deps.db, readerOf(actor)).unreadCount() };
}
