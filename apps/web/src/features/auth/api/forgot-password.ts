import { useMutation } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/password/forgot → a neutral { message } (never tells whether the address has an account). */
export const forgotPassword = (body: ApiBody<'/api/auth/password/forgot', 'post'>) =>
  unwrap(publicApi.POST('/api/auth/password/forgot', { body }));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
