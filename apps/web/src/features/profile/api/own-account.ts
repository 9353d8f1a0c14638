import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { profileKeys } from '../../../lib/profile.ts';

/**
 * PATCH /api/users/profile: the own person data and language. On success the profile is fetched again (the top bar
 * and the dashboard show the name), and a new language becomes the app's language at once.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/users/profile', 'patch'>) => unwrap(api.PATCH('/api/users/profile', { body })),
    onSuccess: async (_answer, body) => {
      if (body.language) await setLanguage(body.language);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all() });
    },
  });
}

/** POST /api/users/profile/password: the user's other sessions end; this one stays. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ApiBody<'/api/users/profile/password', 'post'>) =>
      unwrap(api.POST('/api/users/profile/password', { body })),
  });

/** POST /api/users/profile/email: a confirmation link goes to the new address; the address changes once opened. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (body: ApiBody<'/api/users/profile/email', 'post'>) =>
      unwrap(api.POST('/api/users/profile/email', { body })),
  });
