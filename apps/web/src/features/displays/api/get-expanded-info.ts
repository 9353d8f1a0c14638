import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayDetails } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/displays/getExpandedInfo/{id}: everything the expanded row and the details page show. */
export const getExpandedInfo = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: DisplayDetails }>(`/displays/getExpandedInfo/${encodeURIComponent(id)}`, { signal }).then((a) => a.data);

export const displayDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['displays', 'detail', id], queryFn: ({ signal }) => getExpandedInfo(id, signal), staleTime: 30_000 });

export const useDisplayDetails = (id: string, enabled = true) => useQuery({ ...displayDetailsQueryOptions(id), enabled });
