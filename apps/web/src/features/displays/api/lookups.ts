import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LookupGroup, defaultLanguage, isLanguage } from '@plakat/shared';
import { lookupQueryOptions } from '../../../lib/lookups.ts';

/** code → label of a lookup group; unknown codes show as they are. */
export function useLookupLabel(group: LookupGroup) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const { data } = useQuery(lookupQueryOptions(group, lang));
  return (code: string | null | undefined) => (code ? (data?.find((item) => item.code === code)?.label ?? code) : '');
}
