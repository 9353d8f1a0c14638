import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { type Language, defaultLanguage, isLanguage } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { mediaPoolKeys } from './keys.ts';

/** GET /api/mediapools/files/getExpandedInfo/{id}: the expanded row's file (first log entry, signed URLs). */
export const expandedInfoQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: [...mediaPoolKeys.expanded(id), lang],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/mediapools/files/getExpandedInfo/{id}', { params: { path: { id }, query: { lang } }, signal }),
      ).then((answer) => answer.data),
    retry: false,
  });

export const useExpandedInfo = (id: string) => useQuery(expandedInfoQueryOptions(id, useLanguage()));

/** Starts loading a row's expanded info when the pointer reaches its toggle. */
export const prefetchExpandedInfo = (id: string) =>
  void queryClient.prefetchQuery({
    ...expandedInfoQueryOptions(id, isLanguage(i18next.language) ? i18next.language : defaultLanguage),
    meta: { silent: true },
  });
