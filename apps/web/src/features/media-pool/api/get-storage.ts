import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { mediaPoolKeys } from './keys.ts';

/** GET /api/mediapools/storage: the bytes the company's pool takes and its quota. */
export const storageQueryOptions = () =>
  queryOptions({
    queryKey: mediaPoolKeys.storage(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/mediapools/storage', { signal })),
    staleTime: 0,
  });

export const usePoolStorage = () => useQuery(storageQueryOptions());
