import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyItem, Language } from '@plakat/shared';
import { useLanguage } from '../../../lib/i18n.ts';
import { fetchOptionList } from '../../../lib/option-list.ts';

/** GET /api/companies: the companies the user's filters may name (own company and partners), sorted for the reader's language. */
export const getCompanies = (lang: Language, signal?: AbortSignal) =>
  fetchOptionList<CompanyItem>('/companies', lang, signal);

/** Keyed by language: a language switch fetches the list in the new language. */
export const companiesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: ['companies', lang], queryFn: ({ signal }) => getCompanies(lang, signal) });

export const useCompanies = () =>
  useQuery({ ...companiesQueryOptions(useLanguage()), placeholderData: keepPreviousData });
