import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type DraftLimit = { drafts: number; limit: number; reached: boolean };

/** GET /api/displays/draftLimit: how many unfinished displays the company has and whether it may create another. */
export const getDraftLimit = (signal?: AbortSignal) => apiRequest<DraftLimit>('/displays/draftLimit', { signal });

export const draftLimitQueryOptions = () =>
  queryOptions({
    queryKey: ['displays', 'draftLimit'],
    queryFn: ({ signal }) => getDraftLimit(signal),
    staleTime: 0,
    retry: false,
  });

/** Only asked on the create route (`enabled`); editing an existing draft is never limited. */
export const useDraftLimit = (enabled: boolean) => useQuery({ ...draftLimitQueryOptions(), enabled });
