import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaPoolSettingsBody } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { mediaPoolKeys } from './keys.ts';

/** GET /api/mediapools/settings: the company's media pool settings ("keep originals"). */
export const poolSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mediaPoolKeys.settings(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/mediapools/settings', { signal })),
  });

export const usePoolSettings = (enabled = true) => useQuery({ ...poolSettingsQueryOptions(), enabled });

/** PATCH /api/mediapools/settings (company owner only); answers the server's translated message. */
export function useChangePoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaPoolSettingsBody) => unwrap(api.PATCH('/api/mediapools/settings', { body })),
    onSuccess: (answer) => queryClient.setQueryData(mediaPoolKeys.settings(), answer.data),
  });
}
