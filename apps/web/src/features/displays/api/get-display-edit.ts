import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, api, unwrap } from '../../../lib/api-client.ts';
import { displayKeys } from './keys.ts';

export type DisplayEditData = ApiAnswer<'/api/displays/{id}/edit'>['data'];

/** GET /api/displays/{id}/edit: everything the wizard shows, plus how many steps are done. */
export const getDisplayEdit = (id: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/displays/{id}/edit', { params: { path: { id } }, signal })).then((answer) => answer.data);

export const displayEditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: displayKeys.edit(id),
    queryFn: ({ signal }) => getDisplayEdit(id, signal),
    staleTime: Infinity, // the wizard owns the values while it is open
    gcTime: 0,
    retry: false,
  });

export const useDisplayEdit = (id: string | undefined) =>
  useQuery({ ...displayEditQueryOptions(id ?? ''), enabled: !!id });
