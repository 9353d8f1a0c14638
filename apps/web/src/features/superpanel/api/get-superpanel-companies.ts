import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuperpanelCompaniesResponse } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type SuperpanelCompaniesFilter = { page: number; limit: number; keyword?: string };

/** GET /api/superpanel/companies: every company with owner e-mail and user count, newest first. */
export const getSuperpanelCompanies = (filter: SuperpanelCompaniesFilter, signal?: AbortSignal) =>
  apiRequest<SuperpanelCompaniesResponse>('/superpanel/companies', { auth: 'superpanel', query: filter, signal });

export const superpanelCompaniesQueryOptions = (filter: SuperpanelCompaniesFilter) =>
  queryOptions({
    queryKey: ['superpanel', 'companies', filter],
    queryFn: ({ signal }) => getSuperpanelCompanies(filter, signal),
  });

/** The previous page stays on screen while the next one loads. */
export const useSuperpanelCompanies = (filter: SuperpanelCompaniesFilter) =>
  useQuery({ ...superpanelCompaniesQueryOptions(filter), placeholderData: keepPreviousData });
