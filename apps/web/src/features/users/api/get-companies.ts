import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';
import { userKeys } from './keys.ts';

/** GET /api/companies: the companies the user's filters may name (own company and partners). */
export const getCompanies = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList(unwrap(api.GET('/api/companies', { params: { query: { lang } }, signal })));

export const companiesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: userKeys.companies(lang), queryFn: ({ signal }) => getCompanies(lang, signal) });

/** The previous language's labels stay visible while the new ones load. */
export const useCompanies = () =>
  useQuery({ ...companiesQueryOptions(useLanguage()), placeholderData: keepPreviousData });
