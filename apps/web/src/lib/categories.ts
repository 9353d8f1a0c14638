import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@plakat/shared';
import { fetchOptionList } from './option-list.ts';

/** GET /api/categories/list: the company's categories with their colour. */
export const getCategories = (signal?: AbortSignal) => fetchOptionList<CategoryItem>('/categories/list', signal);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
