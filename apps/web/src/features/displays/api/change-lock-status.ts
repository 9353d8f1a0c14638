import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PATCH /api/displays/changeLockStatus {displayIds, action} (one or several displays). */
export const changeLockStatus = (body: ApiBody<'/api/displays/changeLockStatus', 'patch'>) =>
  unwrap(api.PATCH('/api/displays/changeLockStatus', { body }));

export const useChangeLockStatus = () => useDisplayMutation(changeLockStatus);
