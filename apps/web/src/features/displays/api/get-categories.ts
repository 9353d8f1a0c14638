import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@plakat/shared';
import { apiRequest, isApiRequestError } from '../../../lib/api-client.ts';

type OptionList<T> = { items: T[]; forbidden: boolean };

/** GET /api/categories/list (same key and shape as the other features, so the cache is shared). */
const getCategories = async (signal?: AbortSignal): Promise<OptionList<CategoryItem>> => {
  try {
    const answer = await apiRequest<{ items: CategoryItem[] }>('/categories/list', { signal });
    return { items: answer.items ?? [], forbidden: false };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 403) return { items: [], forbidden: true };
    throw error;
  }
};

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getCategories(signal) });
export const useCategories = () => useQuery(categoriesQueryOptions());
