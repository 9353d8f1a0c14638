import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

type Share = ApiBody<'/api/displays/changeAccessibility/{id}', 'patch'>['share'];

/** PATCH /api/displays/changeAccessibility/{id} {share} (the share options). */
export const changeAccessibility = ({ id, share }: { id: string; share: Share }) =>
  unwrap(api.PATCH('/api/displays/changeAccessibility/{id}', { params: { path: { id } }, body: { share } }));

export const useChangeAccessibility = () => useDisplayMutation(changeAccessibility);
