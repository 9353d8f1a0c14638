import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, LookupGroup } from '@plakat/shared';
import { api, unwrap } from './api-client.ts';
import { useLanguage } from './use-language.ts';

/**
 * Lookups are shared reference data (platform spec §3: countries, industries, display brands ...), labelled by the
 * server in the reader's language, so the language is part of the key and a switch fetches the labels again.
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  group: (group: LookupGroup, lang: Language) => [...lookupKeys.all, group, lang] as const,
};

/** GET /api/lookups/{group}?lang=: a server data group labelled in the given language. */
export const getLookup = (group: LookupGroup, lang: Language, signal?: AbortSignal) =>
  unwrap(api.GET('/api/lookups/{group}', { params: { path: { group }, query: { lang } }, signal }));

/** Lookups change rarely. */
export const lookupQueryOptions = (group: LookupGroup, lang: Language) =>
  queryOptions({
    queryKey: lookupKeys.group(group, lang),
    queryFn: ({ signal }) => getLookup(group, lang, signal),
    select: (answer) => answer.items,
    staleTime: 60 * 60 * 1000,
  });

/** The group in the current language; the previous language's labels stay visible while the new ones load. */
export function useLookup(group: LookupGroup) {
  return useQuery({ ...lookupQueryOptions(group, useLanguage()), placeholderData: keepPreviousData });
}

/** code → label of a lookup group; unknown codes show as they are. */
export function useLookupLabel(group: LookupGroup) {
  const { data } = useLookup(group);
  return (code: string | null | undefined) => (code ? (data?.find((item) => item.code === code)?.label ?? code) : '');
}
