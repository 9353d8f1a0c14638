import { apiRequest } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/shutdown {displayIds}: irreversible. */
export const shutdownDisplays = (body: { displayIds: string[] }) =>
  apiRequest<{ message: string }>('/displays/shutdown', { method: 'PATCH', body: body });

export const useShutdownDisplays = () => useDisplayMutation(shutdownDisplays);
