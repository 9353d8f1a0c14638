import { useMutation } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/resendVerification → { message } (the same answer whether or not the account exists). */
export const resendVerification = (body: ApiBody<'/api/auth/resendVerification', 'post'>) =>
  unwrap(publicApi.POST('/api/auth/resendVerification', { body }));

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
