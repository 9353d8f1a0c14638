import { useMutation } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password/forgot → a neutral { message } (never tells whether the address has an account). */
export const forgotPassword = (body: { email: string; lang?: Language }) =>
  apiRequest<{ message: string }>('/auth/password/forgot', { method: 'POST', body, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { silent: true } });
