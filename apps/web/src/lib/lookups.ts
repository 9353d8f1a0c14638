import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Language, type LookupGroup, type LookupItem, defaultLanguage, isLanguage } from '@plakat/shared';
import { apiRequest } from './api-client.ts';

/** GET /api/lookups/{group}?lang=: a server data group (platform spec §3) labelled in the given language. */
export const getLookup = (group: LookupGroup, lang: Language, signal?: AbortSignal) =>
  apiRequest<{ items: LookupItem[] }>(`/lookups/${group}`, { query: { lang }, signal });

/** Keyed by language, so switching the language fetches the labels again. Lookups change rarely. */
export const lookupQueryOptions = (group: LookupGroup, lang: Language) =>
  queryOptions({
    queryKey: ['lookups', group, lang],
    queryFn: ({ signal }) => getLookup(group, lang, signal),
    select: (answer) => answer.items,
    staleTime: 60 * 60 * 1000,
  });

/** The group in the current language; the previous language's labels stay visible while the new ones load. */
export function useLookup(group: LookupGroup) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useQuery({ ...lookupQueryOptions(group, lang), placeholderData: keepPreviousData });
}
