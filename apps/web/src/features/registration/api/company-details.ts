import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { registrationKeys } from './keys.ts';

/** GET /api/companies/own: the own company's name and address. */
export const getCompanyDetails = (signal?: AbortSignal) => unwrap(api.GET('/api/companies/own', { signal }));

export const companyDetailsQueryOptions = () =>
  queryOptions({ queryKey: registrationKeys.companyDetails(), queryFn: ({ signal }) => getCompanyDetails(signal) });

export const useCompanyDetails = () => useQuery(companyDetailsQueryOptions());

/** PUT /api/companies/own: the company owner saves the name and address. */
export const saveCompanyDetails = (body: ApiBody<'/api/companies/own', 'put'>) =>
  unwrap(api.PUT('/api/companies/own', { body }));

/**
 * On success every cached answer is marked stale: the company's name appears in the profile (top bar, dashboard),
 * in the lists and in display details, and a rename is rare enough to refetch what is shown.
 */
export function useSaveCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyDetails,
    onSuccess: ({ message: _message, ...details }) => {
      const key = registrationKeys.companyDetails();
      queryClient.setQueryData(key, details);
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== key[0] });
    },
  });
}
