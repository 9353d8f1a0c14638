import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, NotificationMarkBody } from '@plakat/shared';
import { type ApiAnswer, api, unwrap } from '../api-client.ts';
import { useLanguage } from '../use-language.ts';

/**
 * The notification center's queries that the shell (the bell), the dashboard tile and the center page share: the
 * unread count, the latest ten and the read, unread and delete calls. The center's filtered list lives in its
 * feature (features/notifications); its key starts with `notificationKeys.all()`, so a change refreshes it too.
 */
export type NotificationListItem = ApiAnswer<'/api/notifications'>['items'][number];
export type NotificationList = ApiAnswer<'/api/notifications'>;

export const notificationKeys = {
  all: () => ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  latest: (lang: Language) => ['notifications', 'latest', lang] as const,
  lists: () => ['notifications', 'list'] as const,
};

/** How many of the latest notifications the bell shows. */
export const latestCount = 10;

/** GET /api/notifications/unread-count: the bell's badge and the dashboard tile. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/notifications/unread-count', { signal })),
    select: (answer) => answer.unreadCount,
    // The bell is on every page: a failure to count is no reason for a toast.
    meta: { silent: true },
  });
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());

/** The bell's list: the latest ten, newest first. */
export const latestQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: notificationKeys.latest(lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/notifications', { params: { query: { lang, limit: latestCount } }, signal })),
  });
export const useLatestNotifications = () => useQuery(latestQueryOptions(useLanguage()));

/** After a change: the new unread count at once, the lists fetched again. */
export function afterNotificationChange(queryClient: QueryClient, unreadCount?: number) {
  if (unreadCount !== undefined) queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount });
  return queryClient.invalidateQueries({
    queryKey: notificationKeys.all(),
    predicate: (query) => unreadCount === undefined || query.queryKey[1] !== 'unread-count',
  });
}

type Change = { action: 'read' | 'unread'; body: NotificationMarkBody } | { action: 'delete'; ids: string[] };

function send(change: Change, lang: Language) {
  const query = { params: { query: { lang } } };
  if (change.action === 'delete')
    return unwrap(api.DELETE('/api/notifications', { ...query, body: { ids: change.ids } }));
  const path = change.action === 'read' ? '/api/notifications/read' : '/api/notifications/unread';
  return unwrap(api.POST(path, { ...query, body: change.body }));
}

/** POST /api/notifications/read, /unread and DELETE /api/notifications, for the caller only. */
export function useNotificationChange() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (change: Change) => send(change, lang),
    onSuccess: (answer) => afterNotificationChange(queryClient, answer.unreadCount),
  });
}
