import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, api, unwrap } from '../../../lib/api-client.ts';
import { type PartnerDisplayFilter, toPartnerSearchRequest } from '../search/lib/filters.ts';
import { displayKeys } from './keys.ts';

/** One row of the partner overview. */
export type PartnerDisplayItem = ApiAnswer<'/api/partnerDisplays/search', 'post'>['displays'][number];

/** POST /api/partnerDisplays/search?page&perPage&sort&sortOrder: displays partner companies share with mine. */
export function searchPartnerDisplays(filters: PartnerDisplayFilter, signal?: AbortSignal) {
  const { query, body } = toPartnerSearchRequest(filters);
  return unwrap(api.POST('/api/partnerDisplays/search', { params: { query }, body, signal }));
}

export const partnerDisplaySearchQueryOptions = (filters: PartnerDisplayFilter) =>
  queryOptions({
    queryKey: displayKeys.partnerList(filters),
    queryFn: ({ signal }) => searchPartnerDisplays(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePartnerDisplaySearch = (filters: PartnerDisplayFilter) =>
  useQuery(partnerDisplaySearchQueryOptions(filters));
