import { useMutation } from '@tanstack/react-query';
import { type ApiBody, publicApi, unwrap } from '../../../lib/api-client.ts';

/** POST /api/auth/superpanelLogin → the superpanel token pair. */
export const superpanelLogin = (body: ApiBody<'/api/auth/superpanelLogin', 'post'>) =>
  unwrap(publicApi.POST('/api/auth/superpanelLogin', { body }));

export const useSuperpanelLoginMutation = () => useMutation({ mutationFn: superpanelLogin, meta: { silent: true } });
