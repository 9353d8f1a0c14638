import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, api, unwrap } from '../../../lib/api-client.ts';
import { displayKeys } from './keys.ts';

export type DisplayPartner = ApiAnswer<'/api/partners/{displayId}'>['partners'][number];

/** GET /api/partners/{displayId}: the company's active partners, isShared where the display is shared with them. */
export const getDisplayPartners = (displayId: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/partners/{displayId}', { params: { path: { displayId } }, signal }));

export const displayPartnersQueryOptions = (displayId: string) =>
  queryOptions({
    queryKey: displayKeys.partners(displayId),
    queryFn: ({ signal }) => getDisplayPartners(displayId, signal),
  });

/**
 * The share modal and the wizard's partner picker; asked only while `enabled` and once the display exists. `silent`:
 * the screen shows a failure itself, without the global toast.
 */
export const useDisplayPartners = (displayId: string | undefined, enabled: boolean, { silent = false } = {}) =>
  useQuery({ ...displayPartnersQueryOptions(displayId ?? ''), enabled: enabled && !!displayId, meta: { silent } });
