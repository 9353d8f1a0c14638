import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import type { UserSearchValues } from '../lib/user-search.ts';

/**
 * Query keys of the users context: its option lists, each starting with its resource. The lists are labelled by the
 * server (preset role names, 'own company', ...), so the language is part of the key and a switch fetches them again.
 */
export const userKeys = {
  roles: (lang: Language) => ['roles', 'list', lang] as const,
  companies: (lang: Language) => ['companies', 'list', lang] as const,
  departments: (lang: Language) => ['departments', 'list', lang] as const,
  /** What the invitation and create-user dialogs offer: under 'roles' and 'departments', so their changes refresh it. */
  grantableRoles: (lang: Language) => ['roles', 'grantable', lang] as const,
  grantableDepartments: (lang: Language) => ['departments', 'grantable', lang] as const,
  categories: (lang: Language) => ['categories', 'list', lang] as const,
  users: ['users'] as const,
  list: (values: UserSearchValues, lang: Language) => ['users', 'list', values, lang] as const,
  detail: (id: string, lang: Language) => ['users', 'detail', id, lang] as const,
  activity: (id: string, values: object) => ['users', 'activity', id, values] as const,
  /** The displays or media files assigned to a user for a role (refreshed with every change to users). */
  assignments: () => ['users', 'assignments'] as const,
  assigned: (userId: string, roleId: string, type: string) => ['users', 'assignments', userId, roleId, type] as const,
};

/** After a change to users: the overview, the details and the activity ask again. */
export const refreshUsers = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: userKeys.users });
