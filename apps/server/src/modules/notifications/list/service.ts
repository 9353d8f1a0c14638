import type { Language, NotificationListQuery, NotificationListResponse } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { readerOf } from '../policy.ts';
import { toNotificationItem } from '../presenter.ts';
import { notificationReader } from '../repository/reader.ts';

/** One page of the notification center: what the reader sees, filtered, with the reader's own read state. */
export async function listFor(
  deps: Core,
  actor: TenantActor,
  query: NotificationListQuery,
  lang: Language,
): Promise<NotificationListResponse> {
  const repo = notificationReader(deps.db, readerOf(actor));
  const [rows, totalCount] = await Promise.all([repo.page(query, lang), repo.count(query, lang)]);
  return { items: rows.map((row) => toNotificationItem(row, lang)), totalCount };
}

export async function unreadCountFor(deps: Core, actor: TenantActor) {
  return { unreadCount: await notificationReader(deps.db, readerOf(actor)).unreadCount() };
}
