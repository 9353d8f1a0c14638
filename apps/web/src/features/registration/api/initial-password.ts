import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/profile.ts';

/** POST /api/users/initialPassword: a user created with a one-time password sets an own one. */
export const setInitialPassword = (body: ApiBody<'/api/users/initialPassword', 'post'>) =>
  unwrap(api.POST('/api/users/initialPassword', { body }));

/** Refreshes the profile on success, so the guards lead on (to /userRegistration, then the dashboard). */
export function useSetInitialPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInitialPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
  });
}
