import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { displayKeys } from './keys.ts';

/** GET /api/partnerDisplays/companies: the partner companies that share displays with mine (the company filter). */
export const getPartnerDisplayCompanies = (signal?: AbortSignal) =>
  unwrap(api.GET('/api/partnerDisplays/companies', { signal }));

export const partnerDisplayCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: displayKeys.partnerCompanies(),
    queryFn: ({ signal }) => getPartnerDisplayCompanies(signal),
  });

export const usePartnerDisplayCompanies = () => useQuery(partnerDisplayCompaniesQueryOptions());
