import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { displayKeys } from './keys.ts';

/** GET /api/displays/draftLimit: how many unfinished displays the company has and whether it may create another. */
export const getDraftLimit = (signal?: AbortSignal) => unwrap(api.GET('/api/displays/draftLimit', { signal }));

export const draftLimitQueryOptions = () =>
  queryOptions({
    queryKey: displayKeys.draftLimit(),
    queryFn: ({ signal }) => getDraftLimit(signal),
    staleTime: 0,
    retry: false,
  });

/** Only asked on the create route (`enabled`); editing an existing draft is never limited. */
export const useDraftLimit = (enabled: boolean) => useQuery({ ...draftLimitQueryOptions(), enabled });
