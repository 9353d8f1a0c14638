import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationMailPreferences } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';

const mailPreferenceKey = ['notifications', 'mail-preferences'] as const;

/** GET /api/notifications/mail-preferences: which notification groups the user also gets by mail. */
export const useMailPreferences = (enabled: boolean) =>
  useQuery({
    queryKey: mailPreferenceKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/notifications/mail-preferences', { signal })),
    enabled,
  });

/** PUT /api/notifications/mail-preferences: the whole choice; the answer replaces the cached one. */
export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationMailPreferences) => unwrap(api.PUT('/api/notifications/mail-preferences', { body })),
    onSuccess: (saved) => queryClient.setQueryData(mailPreferenceKey, saved),
  });
}
