import { queryOptions, useQuery } from '@tanstack/react-query';
import { superpanelApi, unwrap } from '../../../lib/api-client.ts';
import { superpanelKeys } from './keys.ts';

/** GET /api/superpanel/me: the logged-in superpanel admin. */
export const getSuperpanelMe = (signal?: AbortSignal) => unwrap(superpanelApi.GET('/api/superpanel/me', { signal }));

export const superpanelMeQueryOptions = () =>
  queryOptions({ queryKey: superpanelKeys.me(), queryFn: ({ signal }) => getSuperpanelMe(signal) });

export const useSuperpanelMe = () => useQuery(superpanelMeQueryOptions());
