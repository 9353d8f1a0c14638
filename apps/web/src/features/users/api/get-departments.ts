import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { api, unwrap } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';
import { userKeys } from './keys.ts';

/** GET /api/departments: the company's departments. */
export const getDepartments = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList(unwrap(api.GET('/api/departments', { params: { query: { lang } }, signal })));

export const departmentsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: userKeys.departments(lang), queryFn: ({ signal }) => getDepartments(lang, signal) });

/** The previous language's labels stay visible while the new ones load. */
export const useDepartments = () =>
  useQuery({ ...departmentsQueryOptions(useLanguage()), placeholderData: keepPreviousData });
