import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** POST /api/partners/shareDisplay {displayId, message, partnerIds}. */
export const shareDisplay = (body: { displayId: string; message: string; partnerIds: string[] }) =>
  apiRequest<{ message: string }>('/partners/shareDisplay', { method: 'POST', body: body });

export const useShareDisplay = () => useDisplayMutation(shareDisplay);
