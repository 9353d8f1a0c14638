import { queryOptions, useQuery } from '@tanstack/react-query';
import { superpanelApi, unwrap } from '../../../lib/api-client.ts';
import { superpanelKeys } from './keys.ts';

/** GET /api/superpanel/companies/{companyId}: one company's read-only overview. */
export const getSuperpanelCompany = (companyId: string, signal?: AbortSignal) =>
  unwrap(superpanelApi.GET('/api/superpanel/companies/{companyId}', { params: { path: { companyId } }, signal }));

export const superpanelCompanyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: superpanelKeys.company(companyId),
    queryFn: ({ signal }) => getSuperpanelCompany(companyId, signal),
  });

export const useSuperpanelCompany = (companyId: string) => useQuery(superpanelCompanyQueryOptions(companyId));
