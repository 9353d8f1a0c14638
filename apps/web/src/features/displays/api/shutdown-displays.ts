import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/shutdown {displayIds}: irreversible. */
export const shutdownDisplays = (body: ApiBody<'/api/displays/shutdown', 'patch'>) =>
  unwrap(api.PATCH('/api/displays/shutdown', { body }));

export const useShutdownDisplays = () => useDisplayMutation(shutdownDisplays);
