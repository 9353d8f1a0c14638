import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/sendDisplayToken/{id} {email, repeatEmail}: sends the player token mail. */
export const sendDisplayToken = ({ id, ...body }: { id: string; email: string; repeatEmail: string }) =>
  apiRequest<{ message: string }>(`/displays/sendDisplayToken/${id}`, { method: 'PATCH', body: body });

export const useSendDisplayToken = () => useDisplayMutation(sendDisplayToken);
