import { type QueryKey, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { userKeys } from './keys.ts';

type ListCall<T> = (lang: Language, signal?: AbortSignal) => Promise<{ items: T[] }>;

/**
 * The hook of one option list, in the reader's language: a 403 gives a disabled select (lib/option-list.ts), and the
 * previous language's labels stay visible while the new ones load.
 */
function optionListHook<T>(key: (lang: Language) => QueryKey, call: ListCall<T>) {
  const options = (lang: Language) =>
    queryOptions({ queryKey: key(lang), queryFn: ({ signal }) => fetchOptionList(call(lang, signal)) });
  return () => useQuery({ ...options(useLanguage()), placeholderData: keepPreviousData });
}

/** GET /api/roles: the company's roles (preset and custom), preset names in the reader's language. */
export const useRoles = optionListHook(userKeys.roles, (lang, signal) =>
  unwrap(api.GET('/api/roles', { params: { query: { lang } }, signal })),
);

/** GET /api/companies: the companies the user's filters may name (own company and partners). */
export const useCompanies = optionListHook(userKeys.companies, (lang, signal) =>
  unwrap(api.GET('/api/companies', { params: { query: { lang } }, signal })),
);

/** GET /api/departments: the company's departments. */
export const useDepartments = optionListHook(userKeys.departments, (lang, signal) =>
  unwrap(api.GET('/api/departments', { params: { query: { lang } }, signal })),
);

/** GET /api/categories/list: the company's categories with their colour. */
export const useCategories = optionListHook(userKeys.categories, (lang, signal) =>
  unwrap(api.GET('/api/categories/list', { params: { query: { lang } }, signal })),
);

/** GET /api/invitations/roles (INVITE_USERS or CREATE_USER): the roles the user may give, none with a key they lack. */
export const useGrantableRoles = optionListHook(userKeys.grantableRoles, (lang, signal) =>
  unwrap(api.GET('/api/invitations/roles', { params: { query: { lang } }, signal })),
);

/** GET /api/invitations/departments (INVITE_USERS or CREATE_USER): the departments a new user may be put into. */
export const useGrantableDepartments = optionListHook(userKeys.grantableDepartments, (lang, signal) =>
  unwrap(api.GET('/api/invitations/departments', { params: { query: { lang } }, signal })),
);
