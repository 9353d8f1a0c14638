import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRegistrationBody } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/profile.ts';

/** POST /api/registration/user: an invited company user's personal details; completes the user's profile. */
export const registerUser = (body: UserRegistrationBody) =>
  apiRequest<{ message: string }>('/registration/user', { method: 'POST', body });

/** Refreshes the profile on success, so the guards see the completed registration. */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
