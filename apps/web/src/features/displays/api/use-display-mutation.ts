import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify.ts';
import { refreshDisplays } from './keys.ts';

export type DisplayMutationOptions<R> = {
  /** The success toast; the server's message unless a screen words it itself. */
  successText?: (answer: R) => string;
};

/**
 * A display change: on success a toast (the server's message by default) and every display query (lists, details,
 * partners) is refreshed (spec 02 §7 notes).
 */
export function useDisplayMutation<V, R extends { message?: string }>(
  call: (vars: V) => Promise<R>,
  { successText = (answer) => answer?.message ?? '' }: DisplayMutationOptions<R> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      notify.success(successText(answer));
      return refreshDisplays(client);
    },
  });
}
