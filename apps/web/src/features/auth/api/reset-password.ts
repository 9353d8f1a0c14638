import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/password/reset → { message }; every session of the user ends. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<{ message: string }>('/auth/password/reset', { method: 'POST', body, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { silent: true } });
