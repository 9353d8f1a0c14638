import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, UserEditBody, UserMessageBody, UserStatus } from '@plakat/shared';
import { type ApiAnswer, type ApiQuery, api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { UserSearchValues } from '../lib/user-search.ts';
import { refreshUsers, userKeys } from './keys.ts';

export type UserListItem = ApiAnswer<'/api/users'>['items'][number];
export type UserDetails = ApiAnswer<'/api/users/{userId}'>;
export type UserActivityQuery = NonNullable<ApiQuery<'/api/users/{userId}/activity'>>;

/** GET /api/users with the overview's address values (the server's names; defaults left to the server). */
export const userSearchQueryOptions = (values: UserSearchValues, lang: Language) =>
  queryOptions({
    queryKey: userKeys.list(values, lang),
    queryFn: ({ signal }) => unwrap(api.GET('/api/users', { params: { query: { ...values, lang } }, signal })),
    placeholderData: keepPreviousData,
  });
export const useUserSearch = (values: UserSearchValues) => useQuery(userSearchQueryOptions(values, useLanguage()));

/** GET /api/users/{userId}: the edit-user page's user. */
export function useUser(userId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: userKeys.detail(userId, lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/users/{userId}', { params: { path: { userId }, query: { lang } }, signal })),
    // The pages that read a user report a failure themselves (not found, or load failed with a retry).
    meta: { silent: true },
  });
}

/** GET /api/users/{userId}/activity with the report's filter. */
export function useUserActivity(userId: string, query: UserActivityQuery, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.activity(userId, query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/users/{userId}/activity', { params: { path: { userId }, query }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every change to users refreshes the overview and the details once it succeeded. */
function useUserMutation<V, R>(call: (values: V, lang: Language) => Promise<R>) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({ mutationFn: (values: V) => call(values, lang), onSuccess: () => refreshUsers(queryClient) });
}

/** PATCH /api/users/status: one status for the given users. */
export const useSetUserStatus = () =>
  useUserMutation((body: { ids: string[]; status: UserStatus }, lang) =>
    unwrap(api.PATCH('/api/users/status', { params: { query: { lang } }, body })),
  );

/** PATCH /api/users/{userId}: category and department. */
export const useEditUser = (userId: string) =>
  useUserMutation((body: UserEditBody, lang) =>
    unwrap(api.PATCH('/api/users/{userId}', { params: { path: { userId }, query: { lang } }, body })),
  );

/** PUT /api/users/{userId}/roles: the whole set of roles. */
export const useSetUserRoles = (userId: string) =>
  useUserMutation((roleIds: string[], lang) =>
    unwrap(api.PUT('/api/users/{userId}/roles', { params: { path: { userId }, query: { lang } }, body: { roleIds } })),
  );

/** DELETE /api/users/{userId}. */
export const useDeleteUser = (userId: string) =>
  useUserMutation((_: undefined, lang) =>
    unwrap(api.DELETE('/api/users/{userId}', { params: { path: { userId }, query: { lang } } })),
  );

/** POST /api/users/{userId}/message. */
export const useSendMessage = (userId: string) =>
  useUserMutation((body: UserMessageBody, lang) =>
    unwrap(api.POST('/api/users/{userId}/message', { params: { path: { userId }, query: { lang } }, body })),
  );
