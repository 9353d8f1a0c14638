import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/changeLockStatus {displayIds, action} (one or several displays). */
export const changeLockStatus = (body: { displayIds: string[]; action: 'lock' | 'unlock' }) =>
  apiRequest<{ message: string }>('/displays/changeLockStatus', { method: 'PATCH', body: body });

export const useChangeLockStatus = () => useDisplayMutation(changeLockStatus);
