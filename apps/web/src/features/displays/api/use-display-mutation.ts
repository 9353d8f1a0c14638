import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify.ts';
import { refreshDisplays } from './keys.ts';

/**
 * A display change: on success the server's message as a toast (an empty string if missing) and every display query
 * (lists, details, partners) is refreshed (spec 02 §7 notes).
 */
export function useDisplayMutation<V, R extends { message?: string }>(call: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      notify.success(answer?.message ?? '');
      return refreshDisplays(client);
    },
  });
}
