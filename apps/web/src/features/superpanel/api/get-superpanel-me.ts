import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuperpanelMe } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/superpanel/me: the logged-in superpanel admin. */
export const getSuperpanelMe = (signal?: AbortSignal) =>
  apiRequest<SuperpanelMe>('/superpanel/me', { auth: 'superpanel', signal });

export const superpanelMeQueryOptions = () =>
  queryOptions({ queryKey: ['superpanel', 'me'], queryFn: ({ signal }) => getSuperpanelMe(signal) });

export const useSuperpanelMe = () => useQuery(superpanelMeQueryOptions());
