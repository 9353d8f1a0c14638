import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

type TokenBody = ApiBody<'/api/displays/sendDisplayToken/{id}', 'patch'>;

/** PATCH /api/displays/sendDisplayToken/{id} {email, repeatEmail}: sends the player token mail. */
export const sendDisplayToken = ({ id, ...body }: TokenBody & { id: string }) =>
  unwrap(api.PATCH('/api/displays/sendDisplayToken/{id}', { params: { path: { id } }, body }));

export const useSendDisplayToken = () => useDisplayMutation(sendDisplayToken);
