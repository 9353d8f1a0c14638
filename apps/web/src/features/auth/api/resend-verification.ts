import { useMutation } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/resendVerification → { message } (the same answer whether or not the account exists). */
export const resendVerification = (body: { email: string; lang?: Language }) =>
  apiRequest<{ message: string }>('/auth/resendVerification', { method: 'POST', body, auth: false });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
