import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayListItem } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { type OwnDisplayFilter, toOwnSearchRequest } from '../lib/filters.ts';

export type DisplaySearchAnswer = { displays: DisplayListItem[]; totalCount: number };

/** POST /api/displays/search?keyword&page&limit&sort (sort with '-' for descending) with the body filters. */
export function searchDisplays(filters: OwnDisplayFilter, signal?: AbortSignal) {
  const { query, body } = toOwnSearchRequest(filters);
  return apiRequest<DisplaySearchAnswer>('/displays/search', { method: 'POST', query, body, signal });
}

export const displaySearchQueryOptions = (filters: OwnDisplayFilter) =>
  queryOptions({
    queryKey: ['displays', 'list', filters],
    queryFn: ({ signal }) => searchDisplays(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useDisplaySearch = (filters: OwnDisplayFilter) => useQuery(displaySearchQueryOptions(filters));
