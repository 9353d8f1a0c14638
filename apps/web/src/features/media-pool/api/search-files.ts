import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, api, unwrap } from '../../../lib/api-client.ts';
import { type MediaFilter, toMediaSearchRequest } from '../overview/lib/filters.ts';
import { mediaPoolKeys } from './keys.ts';

export type MediaSearchAnswer = ApiAnswer<'/api/mediapools/search', 'post'>;
export type MediaListFile = MediaSearchAnswer['files'][number];

/** POST /api/mediapools/search?keyword&page&limit&sort (sort with '-' for descending) with the filter body. */
export function searchMediaFiles(filters: MediaFilter, signal?: AbortSignal) {
  const { query, body } = toMediaSearchRequest(filters);
  return unwrap(api.POST('/api/mediapools/search', { params: { query }, body, signal }));
}

export const mediaSearchQueryOptions = (filters: MediaFilter) =>
  queryOptions({
    queryKey: mediaPoolKeys.list(filters),
    queryFn: ({ signal }) => searchMediaFiles(filters, signal),
    placeholderData: keepPreviousData,
    // A file being processed gets its thumbnail in a while: the page asks again until none is left.
    refetchInterval: (query) => (query.state.data?.files.some((f) => f.processing === 'processing') ? 4000 : false),
  });

export const useMediaSearch = (filters: MediaFilter) => useQuery(mediaSearchQueryOptions(filters));
