import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentItem } from '@plakat/shared';
import { fetchOptionList } from '../../../lib/option-list.ts';

/** GET /api/departments: the company's departments. */
export const getDepartments = (signal?: AbortSignal) => fetchOptionList<DepartmentItem>('/departments', signal);

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: ['departments'], queryFn: ({ signal }) => getDepartments(signal) });

export const useDepartments = () => useQuery(departmentsQueryOptions());
