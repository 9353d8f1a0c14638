import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { failedMailsQueryKey } from './get-failed-mails.ts';

/** POST /api/superpanel/mails/{id}/retry: queues a failed mail again with a fresh set of delivery attempts. */
export const retryFailedMail = (id: string) =>
  apiRequest<{ message: string }>(`/superpanel/mails/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    auth: 'superpanel',
  });

/** Reloads the failed mails on success: the mail leaves the list. */
export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedMailsQueryKey }),
  });
}
