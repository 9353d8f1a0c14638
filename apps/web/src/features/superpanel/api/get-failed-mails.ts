import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedMailsResponse } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type FailedMailsFilter = { page: number; limit: number };

export const failedMailsQueryKey = ['superpanel', 'mails', 'failed'] as const;

/** GET /api/superpanel/mails/failed: mails that used up their delivery attempts, most recently failed first. */
export const getFailedMails = (filter: FailedMailsFilter, signal?: AbortSignal) =>
  apiRequest<FailedMailsResponse>('/superpanel/mails/failed', { auth: 'superpanel', query: filter, signal });

export const failedMailsQueryOptions = (filter: FailedMailsFilter) =>
  queryOptions({
    queryKey: [...failedMailsQueryKey, filter],
    queryFn: ({ signal }) => getFailedMails(filter, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useFailedMails = (filter: FailedMailsFilter) =>
  useQuery({ ...failedMailsQueryOptions(filter), placeholderData: keepPreviousData });
