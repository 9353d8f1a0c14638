import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@plakat/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/superpanelLogin → the superpanel token pair. */
export const superpanelLogin = (body: LoginBody) =>
  apiRequest<LoginResponse>('/auth/superpanelLogin', { method: 'POST', body, auth: false });

export const useSuperpanelLoginMutation = () => useMutation({ mutationFn: superpanelLogin, meta: { silent: true } });
