import { useMutation } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/register → { message }; a verification e-mail follows. */
export const register = (body: ApiBody<'/api/auth/register', 'post'>) =>
  unwrap(publicApi.POST('/api/auth/register', { body }));

export const useRegister = () => useMutation({ mutationFn: register, meta: { silent: true } });
