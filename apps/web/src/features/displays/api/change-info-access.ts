import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

type InfoAccess = ApiBody<'/api/displays/changeInfoAccess/{id}', 'patch'>['infoAccess'];

/** PATCH /api/displays/changeInfoAccess/{id} {infoAccess}. */
export const changeInfoAccess = ({ id, infoAccess }: { id: string; infoAccess: InfoAccess }) =>
  unwrap(api.PATCH('/api/displays/changeInfoAccess/{id}', { params: { path: { id } }, body: { infoAccess } }));

export const useChangeInfoAccess = () => useDisplayMutation(changeInfoAccess);
