import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetails, CompanyDetailsBody, CompanyDetailsSaved } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const companyDetailsKey = ['company-details'] as const;

/** GET /api/companies/own: the own company's name and address. */
export const getCompanyDetails = (signal?: AbortSignal) => apiRequest<CompanyDetails>('/companies/own', { signal });

export const companyDetailsQueryOptions = () =>
  queryOptions({ queryKey: companyDetailsKey, queryFn: ({ signal }) => getCompanyDetails(signal) });

export const useCompanyDetails = () => useQuery(companyDetailsQueryOptions());

/** PUT /api/companies/own: the company owner saves the name and address. */
export const saveCompanyDetails = (body: CompanyDetailsBody) =>
  apiRequest<CompanyDetailsSaved>('/companies/own', { method: 'PUT', body });

/**
 * On success every cached answer is marked stale: the company's name appears in the profile (top bar, dashboard),
 * in the lists and in display details, and a rename is rare enough to refetch what is shown.
 */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyDetails,
    onSuccess: ({ message: _message, ...details }) => {
      queryClient.setQueryData(companyDetailsKey, details);
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== companyDetailsKey[0] });
    },
  });
}
