import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicApi, unwrap } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/profile.ts';
import { authKeys } from './keys.ts';

/** POST /api/auth/confirmEmailChange { token } → { message, newEmail }. A token works once. */
export const confirmEmailChange = (token: string) =>
  unwrap(publicApi.POST('/api/auth/confirmEmailChange', { body: { token } }));

/** Run as a query keyed by the token, as the verification link is (verify-email.ts). */
export const confirmEmailChangeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmEmailChange(token),
    queryFn: () => confirmEmailChange(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

/** The change, and a logged-in profile fetched again once it is done (it shows the address). */
export function useConfirmEmailChange(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...confirmEmailChangeQueryOptions(token), enabled: token.length > 0 });
  const done = query.isSuccess;
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: profileKeys.all() });
  }, [done, queryClient]);
  return query;
}
