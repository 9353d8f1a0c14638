import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/profile.ts';

/** POST /api/registration/company: the owner's company and contact details; completes the owner's profile. */
export const registerCompany = (body: ApiBody<'/api/registration/company', 'post'>) =>
  unwrap(api.POST('/api/registration/company', { body }));

/** Refreshes the profile on success, so the guards see the completed registration. */
export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  });
}
