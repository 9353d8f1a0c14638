import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/changeAccessibility/{id} {share} (the share options). */
export const changeAccessibility = ({ id, share }: { id: string; share: 'share' | 'notShare' | 'restricted' }) =>
  apiRequest<{ message: string }>(`/displays/changeAccessibility/${id}`, { method: 'PATCH', body: { share } });

export const useChangeAccessibility = () => useDisplayMutation(changeAccessibility);
