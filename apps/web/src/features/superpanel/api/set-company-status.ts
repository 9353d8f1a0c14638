import { useMutation, useQueryClient } from '@tanstack/react-query';
import { superpanelApi, unwrap } from '../../../lib/api-client.ts';
import { superpanelKeys } from './keys.ts';

export type CompanyStatusChange = { companyId: string; action: 'block' | 'unblock' };

/** POST /api/superpanel/companies/{companyId}/block or /unblock: the company's users are logged out or let in again. */
export const setCompanyStatus = ({ companyId, action }: CompanyStatusChange) => {
  const options = { params: { path: { companyId } } };
  return unwrap(
    action === 'block'
      ? superpanelApi.POST('/api/superpanel/companies/{companyId}/block', options)
      : superpanelApi.POST('/api/superpanel/companies/{companyId}/unblock', options),
  );
};

/** Reloads the company lists and that company's overview on success. */
export function useSetCompanyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyStatus,
    onSuccess: (_answer, { companyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superpanelKeys.companyLists() }),
        queryClient.invalidateQueries({ queryKey: superpanelKeys.company(companyId) }),
      ]),
  });
}
