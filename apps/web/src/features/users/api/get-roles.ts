import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleItem } from '@plakat/shared';
import { fetchOptionList } from '../../../lib/option-list.ts';

/** GET /api/roles: the company's roles (preset and custom). */
export const getRoles = (signal?: AbortSignal) => fetchOptionList<RoleItem>('/roles', signal);

export const rolesQueryOptions = () => queryOptions({ queryKey: ['roles'], queryFn: ({ signal }) => getRoles(signal) });

export const useRoles = () => useQuery(rolesQueryOptions());
