import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type Answer = { companies: { id: string; name: string }[] };

/** GET /api/partnerDisplays/companies: the partner companies that share displays with mine (the company filter). */
export const getPartnerDisplayCompanies = (signal?: AbortSignal) =>
  apiRequest<Answer>('/partnerDisplays/companies', { signal });

export const partnerDisplayCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['displays', 'partnerCompanies'],
    queryFn: ({ signal }) => getPartnerDisplayCompanies(signal),
  });

export const usePartnerDisplayCompanies = () => useQuery(partnerDisplayCompaniesQueryOptions());
