import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** POST /api/partners/shareDisplay {displayId, message, partnerIds}: restricts the display to exactly these partners. */
export const shareDisplay = (body: ApiBody<'/api/partners/shareDisplay', 'post'>) =>
  unwrap(api.POST('/api/partners/shareDisplay', { body }));

export const useShareDisplay = () => useDisplayMutation(shareDisplay);
