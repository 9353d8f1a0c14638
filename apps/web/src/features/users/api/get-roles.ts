import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleItem, Language } from '@plakat/shared';
import { useLanguage } from '../../../lib/i18n.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';

/** GET /api/roles: the company's roles (preset and custom; preset labels translated), sorted for the reader's language. */
export const getRoles = (lang: Language, signal?: AbortSignal) => fetchOptionList<RoleItem>('/roles', lang, signal);

/** Keyed by language: a language switch fetches the list in the new language. */
export const rolesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['roles', lang], queryFn: ({ signal }) => getRoles(lang, signal) });

export const useRoles = () => useQuery({ ...rolesQueryOptions(useLanguage()), placeholderData: keepPreviousData });
