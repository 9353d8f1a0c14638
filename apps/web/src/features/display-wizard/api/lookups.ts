import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CategoryItem, type Language, type LookupGroup, type LookupItem, defaultLanguage, isLanguage } from '@plakat/shared';
import { apiRequest, isApiRequestError } from '../../../lib/api-client.ts';

/** GET /api/lookups/{group}?lang=: same key and shape as the other features, so the cache is shared. */
const lookupQueryOptions = (group: LookupGroup, lang: Language) =>
  queryOptions({
    queryKey: ['lookups', group, lang],
    queryFn: ({ signal }) => apiRequest<{ items: LookupItem[] }>(`/lookups/${group}`, { query: { lang }, signal }),
    select: (answer) => answer.items,
    staleTime: 60 * 60 * 1000,
  });

export function useLookup(group: LookupGroup) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return useQuery({ ...lookupQueryOptions(group, lang), placeholderData: keepPreviousData });
}

type OptionList<T> = { items: T[]; forbidden: boolean };

/** GET /api/categories/list (same key and shape as the users feature): the company's categories with colours. */
const getCategories = async (signal?: AbortSignal): Promise<OptionList<CategoryItem>> => {
  try {
    const answer = await apiRequest<{ items: CategoryItem[] }>('/categories/list', { signal });
    return { items: answer.items ?? [], forbidden: false };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return { items: [], forbidden: true };
    throw error;
  }
};

export const useCategories = () => useQuery({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getCategories(signal) });
