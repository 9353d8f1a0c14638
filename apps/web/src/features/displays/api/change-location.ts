import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/changeLocation/{id} {location}. */
export const changeLocation = ({ id, location }: { id: string; location: 'external' | 'internal' }) =>
  apiRequest<{ message: string }>(`/displays/changeLocation/${id}`, { method: 'PATCH', body: { location } });

export const useChangeLocation = () => useDisplayMutation(changeLocation);
