import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyItem } from '@plakat/shared';
import { fetchOptionList } from '../../../lib/option-list.ts';

/** GET /api/companies: the companies the user's filters may name (own company and partners). */
export const getCompanies = (signal?: AbortSignal) => fetchOptionList<CompanyItem>('/companies', signal);

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: ['companies'], queryFn: ({ signal }) => getCompanies(signal) });

export const useCompanies = () => useQuery(companiesQueryOptions());
