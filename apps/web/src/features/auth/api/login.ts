import { useMutation } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/login → the token pair; 401 wrong credentials, 403 unverified (code) or blocked, 429 rate limited. */
export const login = (body: ApiBody<'/api/auth/login', 'post'>) => unwrap(publicApi.POST('/api/auth/login', { body }));

export const useLogin = () => useMutation({ mutationFn: login, meta: { silent: true } });
