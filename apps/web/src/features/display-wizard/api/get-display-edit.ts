import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { displayEditResponse } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type DisplayEditData = z.infer<typeof displayEditResponse>['data'];

/** GET /api/displays/{id}/edit: everything the wizard shows, plus how many steps are done. */
export const getDisplayEdit = (id: string, signal?: AbortSignal) =>
  apiRequest<{ data: DisplayEditData }>(`/displays/${id}/edit`, { signal }).then((answer) => answer.data);

export const displayEditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['displays', id, 'edit'],
    queryFn: ({ signal }) => getDisplayEdit(id, signal),
    staleTime: Infinity, // the wizard owns the values while it is open
    gcTime: 0,
    retry: false,
  });

export const useDisplayEdit = (id: string | undefined) =>
  useQuery({ ...displayEditQueryOptions(id ?? ''), enabled: !!id });
