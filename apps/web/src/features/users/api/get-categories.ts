import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';
import { userKeys } from './keys.ts';

/** GET /api/categories/list: the company's categories with their colour. */
export const getCategories = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList(unwrap(api.GET('/api/categories/list', { params: { query: { lang } }, signal })));

export const categoriesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: userKeys.categories(lang), queryFn: ({ signal }) => getCategories(lang, signal) });

/** The previous language's labels stay visible while the new ones load. */
export const useCategories = () =>
  useQuery({ ...categoriesQueryOptions(useLanguage()), placeholderData: keepPreviousData });
