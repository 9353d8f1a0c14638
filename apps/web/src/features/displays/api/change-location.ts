import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

type Location = ApiBody<'/api/displays/changeLocation/{id}', 'patch'>['location'];

/** PATCH /api/displays/changeLocation/{id} {location}. */
export const changeLocation = ({ id, location }: { id: string; location: Location }) =>
  unwrap(api.PATCH('/api/displays/changeLocation/{id}', { params: { path: { id } }, body: { location } }));

export const useChangeLocation = () => useDisplayMutation(changeLocation);
