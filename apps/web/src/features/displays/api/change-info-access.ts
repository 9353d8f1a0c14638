import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/changeInfoAccess/{id} {infoAccess}. */
export const changeInfoAccess = ({ id, infoAccess }: { id: string; infoAccess: 'public' | 'private' }) =>
  apiRequest<{ message: string }>(`/displays/changeInfoAccess/${id}`, { method: 'PATCH', body: { infoAccess } });

export const useChangeInfoAccess = () => useDisplayMutation(changeInfoAccess);
