import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { refreshAfterShutdown } from './keys.ts';

/** PATCH /api/displays/shutdown {displayIds}: irreversible. */
export const shutdownDisplays = (body: ApiBody<'/api/displays/shutdown', 'patch'>) =>
  unwrap(api.PATCH('/api/displays/shutdown', { body }));

/** As every display change (use-display-mutation.ts), but the shut-down displays' own queries are dropped. */
export function useShutdownDisplays() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shutdownDisplays,
    onSuccess: (answer, body) => {
      notify.success(answer?.message ?? '');
      return refreshAfterShutdown(client, body.displayIds);
    },
  });
}
