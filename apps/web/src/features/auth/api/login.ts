import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/login → the token pair; 401 wrong credentials, 403 unverified (code) or blocked, 429 rate limited. */
export const login = (body: LoginBody) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, auth: false });

export const useLogin = () => useMutation({ mutationFn: login, meta: { silent: true } });
