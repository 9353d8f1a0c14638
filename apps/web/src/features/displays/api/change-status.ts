import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

type Status = ApiBody<'/api/displays/changeStatus/{id}', 'patch'>['status'];

/** PATCH /api/displays/changeStatus/{id} {status}. */
export const changeStatus = ({ id, status }: { id: string; status: Status }) =>
  unwrap(api.PATCH('/api/displays/changeStatus/{id}', { params: { path: { id } }, body: { status } }));

export const useChangeStatus = () => useDisplayMutation(changeStatus);
