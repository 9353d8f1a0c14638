import type { QueryClient } from '@tanstack/react-query';
import { type NotificationList, type NotificationListItem, latestCount, notificationKeys } from './queries.ts';
import { ApiRequestError, api, unwrap } from '../api-client.ts';
import { apiUrl } from '../api/url.ts';
import { currentLanguage } from '../i18n.ts';
import { openEventStream } from '../live/event-stream.ts';

/**
 * The notification center's live updates: one stream per tab (GET /api/notifications/stream, docs/api/events.md) for
 * as long as a logged-in page is open. A new notification updates the unread count and the bell's latest ten at once
 * and has the center's lists fetched again; a read state changed in another tab updates the count and both lists.
 */
type Arrived = NotificationListItem & { unreadCount: number };

let stop: (() => void) | null = null;
let users = 0;

/** The language the open stream writes its messages in (the reader's when it opened). */
let streamLanguage = currentLanguage();

/** The stream in the reader's language; resuming after `lastEventId` when there is one. */
const streamUrl = (ticket: string, lastEventId: string | undefined) => {
  streamLanguage = currentLanguage();
  return apiUrl('/api/notifications/stream', { query: { ticket, lastEventId, lang: streamLanguage } });
};

function setUnread(queryClient: QueryClient, unreadCount: unknown) {
  if (typeof unreadCount === 'number') queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount });
}

function arrived(queryClient: QueryClient, data: Arrived, onArrive: (item: NotificationListItem) => void) {
  const { unreadCount, ...item } = data;
  setUnread(queryClient, unreadCount);
  // After a language switch the stream still writes in the old language: then the list is fetched instead.
  const lang = streamLanguage;
  queryClient.setQueryData<NotificationList>(notificationKeys.latest(lang), (list) =>
    list
      ? {
          items: [item, ...list.items.filter((old) => old.id !== item.id)].slice(0, latestCount),
          totalCount: list.totalCount + 1,
        }
      : list,
  );
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.all(),
    predicate: ({ queryKey }) => queryKey[1] === 'list' || (queryKey[1] === 'latest' && queryKey[2] !== lang),
  });
  onArrive(item);
}

function readStateChanged(queryClient: QueryClient, data: { unreadCount?: unknown }) {
  setUnread(queryClient, data.unreadCount);
  void queryClient.invalidateQueries({
    queryKey: notificationKeys.all(),
    predicate: ({ queryKey }) => queryKey[1] !== 'unread-count',
  });
}

/**
 * Starts the tab's stream (or joins the one running); answers the function that leaves it, which closes the stream
 * when no one uses it any more. `onArrive` is told of each new notification (a small toast).
 */
export function joinNotificationStream(queryClient: QueryClient, onArrive: (item: NotificationListItem) => void) {
  users += 1;
  stop ??= openEventStream({
    ticket: () => unwrap(api.POST('/api/events/ticket', {})).then((answer) => answer.ticket),
    url: streamUrl,
    on: {
      notification: (data) => arrived(queryClient, data as Arrived, onArrive),
      unread: (data) => readStateChanged(queryClient, data as { unreadCount?: unknown }),
    },
    // A session that ended (419) or a company not set up (403) opens no stream; anything else is tried again.
    retry: (error) => !(error instanceof ApiRequestError && (error.status === 419 || error.status === 403)),
  });
  return () => {
    users -= 1;
    if (users === 0) {
      stop?.();
      stop = null;
    }
  };
}
