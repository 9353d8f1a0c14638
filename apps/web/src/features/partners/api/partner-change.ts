import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerKeys } from './keys.ts';

/**
 * A change of invitations, partnerships or shares: every partner query (lists, invitations, displays, counts) is read
 * again afterwards. Errors are the caller's to show (silent).
 */
export function usePartnerChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all() }),
  });
}
