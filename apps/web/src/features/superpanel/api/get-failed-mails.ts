import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiQuery, superpanelApi, unwrap } from '../../../lib/api-client.ts';
import { superpanelKeys } from './keys.ts';

export type FailedMailsFilter = ApiQuery<'/api/superpanel/mails/failed'>;

/** GET /api/superpanel/mails/failed: mails that used up their delivery attempts, most recently failed first. */
export const getFailedMails = (filter: FailedMailsFilter, signal?: AbortSignal) =>
  unwrap(superpanelApi.GET('/api/superpanel/mails/failed', { params: { query: filter }, signal }));

export const failedMailsQueryOptions = (filter: FailedMailsFilter) =>
  queryOptions({
    queryKey: superpanelKeys.failedMails(filter),
    queryFn: ({ signal }) => getFailedMails(filter, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useFailedMails = (filter: FailedMailsFilter) =>
  useQuery({ ...failedMailsQueryOptions(filter), placeholderData: keepPreviousData });
