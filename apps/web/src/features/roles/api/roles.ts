import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRoleBody, Language, RolePermissionsBody } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * Query keys of the roles page. They start with 'roles' like the users feature's role list (['roles', 'list', lang]),
 * so a change reloads both: the role selects elsewhere show a new or renamed role at once.
 */
export const roleKeys = {
  all: ['roles'] as const,
  overview: (lang: Language) => ['roles', 'overview', lang] as const,
  holders: (roleId: string, page: number) => ['roles', 'holders', roleId, page] as const,
};

/** GET /api/roles/overview: every role with its keys, scopes and holder count, presets first. */
export function useRoleOverview() {
  const lang = useLanguage();
  return useQuery({
    queryKey: roleKeys.overview(lang),
    queryFn: ({ signal }) => unwrap(api.GET('/api/roles/overview', { params: { query: { lang } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/roles/{roleId}/users: one page of a role's holders (only while the holders drawer is open). */
export function useRoleHolders(roleId: string | undefined, page: number) {
  return useQuery({
    queryKey: roleKeys.holders(roleId ?? '', page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/roles/{roleId}/users', {
          params: { path: { roleId: roleId ?? '' }, query: { page, perPage: 20 } },
          signal,
        }),
      ),
    enabled: Boolean(roleId),
    placeholderData: keepPreviousData,
  });
}

/** A mutation of the roles page that reloads every role list when it succeeds. */
function useRoleMutation<Input, Output>(call: (input: Input, lang: Language) => Promise<Output>) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: Input) => call(input, lang),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export const useCreateRole = () =>
  useRoleMutation((body: CreateRoleBody, lang) =>
    unwrap(api.POST('/api/roles', { params: { query: { lang } }, body })),
  );

export const useRenameRole = () =>
  useRoleMutation(({ roleId, label }: { roleId: string; label: string }, lang) =>
    unwrap(api.PATCH('/api/roles/{roleId}', { params: { path: { roleId }, query: { lang } }, body: { label } })),
  );

export const useDuplicateRole = () =>
  useRoleMutation(({ roleId, label }: { roleId: string; label: string }, lang) =>
    unwrap(
      api.POST('/api/roles/{roleId}/duplicate', { params: { path: { roleId }, query: { lang } }, body: { label } }),
    ),
  );

export const useSetRolePermissions = () =>
  useRoleMutation(({ roleId, body }: { roleId: string; body: RolePermissionsBody }, lang) =>
    unwrap(api.PUT('/api/roles/{roleId}/permissions', { params: { path: { roleId }, query: { lang } }, body })),
  );

export const useDeleteRole = () =>
  useRoleMutation(({ roleId, replacementRoleId }: { roleId: string; replacementRoleId?: string }, lang) =>
    unwrap(
      api.DELETE('/api/roles/{roleId}', {
        params: { path: { roleId }, query: { lang } },
        body: replacementRoleId ? { replacementRoleId } : {},
      }),
    ),
  );
