import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { superpanelApi, unwrap } from '../../../lib/api-client.ts';
import { type SuperpanelCompaniesFilter, superpanelKeys } from './keys.ts';

export type { SuperpanelCompaniesFilter } from './keys.ts';

/** GET /api/superpanel/companies: every company with owner e-mail and user count, newest first. */
export const getSuperpanelCompanies = (filter: SuperpanelCompaniesFilter, signal?: AbortSignal) =>
  unwrap(superpanelApi.GET('/api/superpanel/companies', { params: { query: filter }, signal }));

export const superpanelCompaniesQueryOptions = (filter: SuperpanelCompaniesFilter) =>
  queryOptions({
    queryKey: superpanelKeys.companies(filter),
    queryFn: ({ signal }) => getSuperpanelCompanies(filter, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useSuperpanelCompanies = (filter: SuperpanelCompaniesFilter) =>
  useQuery({ ...superpanelCompaniesQueryOptions(filter), placeholderData: keepPreviousData });
