import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { registrationKeys } from './keys.ts';

/** GET /api/registration/departments: the own company's departments for the user registration's select. */
export const useRegistrationDepartments = () =>
  useQuery({
    queryKey: registrationKeys.departments(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/registration/departments', { signal })),
  });
