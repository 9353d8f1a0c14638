import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/notifications/queries.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type NotificationSearchValues, listQuery } from '../lib/notification-search.ts';

/** GET /api/notifications with the center's address values (defaults left to the server: newest first, 10 rows). */
export function useNotificationList(values: NotificationSearchValues) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...notificationKeys.lists(), values, lang],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/notifications', { params: { query: { ...listQuery(values), lang } }, signal })),
    placeholderData: keepPreviousData,
  });
}
