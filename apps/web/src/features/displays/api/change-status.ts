import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/changeStatus/{id} {status}. */
export const changeStatus = ({ id, status }: { id: string; status: 'active' | 'inactive' }) =>
  apiRequest<{ message: string }>(`/displays/changeStatus/${id}`, { method: 'PATCH', body: { status } });

export const useChangeStatus = () => useDisplayMutation(changeStatus);
