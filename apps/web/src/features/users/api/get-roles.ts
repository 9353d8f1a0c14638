import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';
import { userKeys } from './keys.ts';

/** GET /api/roles: the company's roles (preset and custom), preset names in the reader's language. */
export const getRoles = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList(unwrap(api.GET('/api/roles', { params: { query: { lang } }, signal })));

export const rolesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: userKeys.roles(lang), queryFn: ({ signal }) => getRoles(lang, signal) });

/** The previous language's labels stay visible while the new ones load. */
export const useRoles = () => useQuery({ ...rolesQueryOptions(useLanguage()), placeholderData: keepPreviousData });
