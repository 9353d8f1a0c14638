import { useMutation, useQueryClient } from '@tanstack/react-query';
import { superpanelApi, unwrap } from '../../../lib/api-client.ts';
import { superpanelKeys } from './keys.ts';

/** POST /api/superpanel/mails/{id}/retry: queues a failed mail again with a fresh set of delivery attempts. */
export const retryFailedMail = (id: string) =>
  unwrap(superpanelApi.POST('/api/superpanel/mails/{id}/retry', { params: { path: { id } } }));

/** Reloads the failed mails on success: the mail leaves the list. */
export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superpanelKeys.failedMailLists() }),
  });
}
