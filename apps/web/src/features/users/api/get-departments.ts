import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentItem, Language } from '@plakat/shared';
import { useLanguage } from '../../../lib/i18n.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';

/** GET /api/departments: the company's departments, sorted for the reader's language. */
export const getDepartments = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList<DepartmentItem>('/departments', lang, signal);

/** Keyed by language: a language switch fetches the list in the new language. */
export const departmentsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['departments', lang], queryFn: ({ signal }) => getDepartments(lang, signal) });

export const useDepartments = () =>
  useQuery({ ...departmentsQueryOptions(useLanguage()), placeholderData: keepPreviousData });
