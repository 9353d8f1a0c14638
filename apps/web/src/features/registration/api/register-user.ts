import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/profile.ts';

/** POST /api/registration/user: an invited company user's personal details; completes the user's profile. */
export const registerUser = (body: ApiBody<'/api/registration/user', 'post'>) =>
  unwrap(api.POST('/api/registration/user', { body }));

/** Refreshes the profile on success, so the guards see the completed registration. */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  });
}
