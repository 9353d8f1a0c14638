import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type PartnerItem = { id: string; companyName: string; logoThumbUrl: string | null; isShared: boolean };

/** GET /api/partners/{displayId}: the company's partners, isShared when the display is shared with them. */
export const getPartners = (displayId: string, signal?: AbortSignal) =>
  apiRequest<{ partners: PartnerItem[]; totalCount: number }>(`/partners/${encodeURIComponent(displayId)}`, { signal });

export const partnersQueryOptions = (displayId: string) =>
  queryOptions({
    queryKey: ['displays', 'partners', displayId],
    queryFn: ({ signal }) => getPartners(displayId, signal),
  });

export const usePartners = (displayId: string, enabled: boolean) =>
  useQuery({ ...partnersQueryOptions(displayId), enabled });
