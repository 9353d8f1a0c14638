import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, unwrap } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { userKeys } from './keys.ts';

/**
 * The calls of the category and department pages. After each change the option list is fetched again in every
 * language (the user search's selects, the display and media filters read the same keys).
 */
function useListMutation<Args>(list: 'categories' | 'departments', call: (args: Args) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const key = userKeys[list](currentLanguage()).slice(0, 2);
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

type CategoryBody = ApiBody<'/api/categories', 'post'>;
type DepartmentBody = ApiBody<'/api/departments', 'post'>;
const categoryPath = (categoryId: string) => ({ params: { path: { categoryId } } });
const departmentPath = (departmentId: string) => ({ params: { path: { departmentId } } });

export const useSaveCategory = () =>
  useListMutation('categories', ({ id, body }: { id: string | null; body: CategoryBody }) =>
    id
      ? unwrap(api.PATCH('/api/categories/{categoryId}', { ...categoryPath(id), body }))
      : unwrap(api.POST('/api/categories', { body })),
  );

export const useDeleteCategory = () =>
  useListMutation('categories', (id: string) => unwrap(api.DELETE('/api/categories/{categoryId}', categoryPath(id))));

export const useSaveDepartment = () =>
  useListMutation('departments', ({ id, body }: { id: string | null; body: DepartmentBody }) =>
    id
      ? unwrap(api.PATCH('/api/departments/{departmentId}', { ...departmentPath(id), body }))
      : unwrap(api.POST('/api/departments', { body })),
  );

export const useDeleteDepartment = () =>
  useListMutation('departments', (id: string) =>
    unwrap(api.DELETE('/api/departments/{departmentId}', departmentPath(id))),
  );
