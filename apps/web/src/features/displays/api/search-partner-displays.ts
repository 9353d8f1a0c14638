import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayListItem } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { type PartnerDisplayFilter, toPartnerSearchRequest } from '../lib/filters.ts';

/** One row of the partner overview (shared contract partnerDisplayItem). */
export type PartnerDisplayItem = Omit<DisplayListItem, 'email' | 'canManageToken'> & {
  companyId: string;
  companyName: string;
};
export type PartnerDisplayAnswer = { displays: PartnerDisplayItem[]; totalCount: number };

/** POST /api/partnerDisplays/search?page&perPage&sort&sortOrder: displays partner companies share with mine. */
export function searchPartnerDisplays(filters: PartnerDisplayFilter, signal?: AbortSignal) {
  const { query, body } = toPartnerSearchRequest(filters);
  return apiRequest<PartnerDisplayAnswer>('/partnerDisplays/search', { method: 'POST', query, body, signal });
}

export const partnerDisplaySearchQueryOptions = (filters: PartnerDisplayFilter) =>
  queryOptions({
    queryKey: ['displays', 'partner-list', filters],
    queryFn: ({ signal }) => searchPartnerDisplays(filters, signal),
    placeholderData: keepPreviousData,
  });

export const usePartnerDisplaySearch = (filters: PartnerDisplayFilter) =>
  useQuery(partnerDisplaySearchQueryOptions(filters));
