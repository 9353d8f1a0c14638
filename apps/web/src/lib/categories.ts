import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem, Language } from '@plakat/shared';
import { currentLanguage, useLanguage } from './i18n.ts';
import { fetchOptionList } from './option-list.ts';

/** GET /api/categories/list: the company's categories with their colour, sorted for the reader's language. */
export const getCategories = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList<CategoryItem>('/categories/list', lang, signal);

export const categoriesQueryOptions = (lang: Language = currentLanguage()) =>
  queryOptions({ queryKey: ['categories', 'list', lang], queryFn: ({ signal }) => getCategories(lang, signal) });

/** The categories in the current language; the previous language's list stays while the new one loads. */
export const useCategories = () =>
  useQuery({ ...categoriesQueryOptions(useLanguage()), placeholderData: keepPreviousData });
