import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/register → { message }; a verification e-mail follows. */
export const register = (body: RegisterBody) =>
  apiRequest<{ message: string }>('/auth/register', { method: 'POST', body, auth: false });

export const useRegister = () => useMutation({ mutationFn: register, meta: { silent: true } });
