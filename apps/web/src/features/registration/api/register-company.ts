import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyRegistrationBody } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/profile.ts';

export type CompanyRegistrationAnswer = { message: string; companyId: string };

/** POST /api/registration/company: the owner's company and contact details; completes the owner's profile. */
export const registerCompany = (body: CompanyRegistrationBody) =>
  apiRequest<CompanyRegistrationAnswer>('/registration/company', { method: 'POST', body });

/** Refreshes the profile on success, so the guards see the completed registration. */
export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
