import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Language, type LookupGroup, type LookupItem, defaultLanguage, isLanguage } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/lookups/{group}?lang= (same key and shape as the other features, so the cache is shared). */
const lookupQueryOptions = (group: LookupGroup, lang: Language) =>
  queryOptions({
    queryKey: ['lookups', group, lang],
    queryFn: ({ signal }) => apiRequest<{ items: LookupItem[] }>(`/lookups/${group}`, { query: { lang }, signal }),
    select: (answer) => answer.items,
    staleTime: 60 * 60 * 1000,
  });

/** code → label of a lookup group; unknown codes show as they are. */
export function useLookupLabel(group: LookupGroup) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const { data } = useQuery(lookupQueryOptions(group, lang));
  return (code: string | null | undefined) => (code ? (data?.find((item) => item.code === code)?.label ?? code) : '');
}
