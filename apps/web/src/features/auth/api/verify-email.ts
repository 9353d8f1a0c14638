import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi, unwrap } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** POST /api/auth/verifyEmail { token } → { message }. A token works once. */
export const verifyEmail = (token: string) => unwrap(publicApi.POST('/api/auth/verifyEmail', { body: { token } }));

/**
 * Run as a query keyed by the token, so the call happens once per token however often the page mounts (React
 * StrictMode mounts twice) and the answer survives a language switch.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

export const useVerifyEmail = (token: string) =>
  useQuery({ ...verifyEmailQueryOptions(token), enabled: token.length > 0 });
