import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { displayKeys } from './keys.ts';

/** GET /api/displays/getExpandedInfo/{id}: everything the expanded row and the details page show. */
export const getExpandedInfo = (id: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/displays/getExpandedInfo/{id}', { params: { path: { id } }, signal })).then((a) => a.data);

export const displayDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: displayKeys.detail(id),
    queryFn: ({ signal }) => getExpandedInfo(id, signal),
    staleTime: 30_000,
  });

export const useDisplayDetails = (id: string, enabled = true) =>
  useQuery({ ...displayDetailsQueryOptions(id), enabled });

/**
 * Starts loading a row's expanded info when the user points at or focuses its Info toggle, so the row usually opens
 * with its data already there. Silent: a failure shows when the row is opened (its own error and retry), not as a toast.
 */
export const prefetchDisplayDetails = (id: string) => {
  void queryClient.prefetchQuery({ ...displayDetailsQueryOptions(id), meta: { silent: true } });
};
