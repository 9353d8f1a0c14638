import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, api, unwrap } from '../../../lib/api-client.ts';
import { type OwnDisplayFilter, toOwnSearchRequest } from '../search/lib/filters.ts';
import { displayKeys } from './keys.ts';

export type DisplaySearchAnswer = ApiAnswer<'/api/displays/search', 'post'>;

/** POST /api/displays/search?keyword&page&limit&sort (sort with '-' for descending) with the body filters. */
export function searchDisplays(filters: OwnDisplayFilter, signal?: AbortSignal) {
  const { query, body } = toOwnSearchRequest(filters);
  return unwrap(api.POST('/api/displays/search', { params: { query }, body, signal }));
}

/** The view (table or map) is no part of the search: switching it asks nothing again. */
export const displaySearchQueryOptions = ({ view: _view, ...filters }: OwnDisplayFilter) =>
  queryOptions({
    queryKey: displayKeys.list(filters),
    queryFn: ({ signal }) => searchDisplays(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useDisplaySearch = (filters: OwnDisplayFilter) => useQuery(displaySearchQueryOptions(filters));
