import { useMutation } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/password/reset → { message }; every session of the user ends. */
export const resetPassword = (body: ApiBody<'/api/auth/password/reset', 'post'>) =>
  unwrap(publicApi.POST('/api/auth/password/reset', { body }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { silent: true } });
