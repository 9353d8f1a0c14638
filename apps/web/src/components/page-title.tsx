import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { productName } from '@plakat/shared';

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
    ? (handle as { title: string }).title
    : undefined;

/** The browser title 'Page | Plakat' from the deepest route's `handle.title` key; follows the language. */
export function usePageTitle() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const key = matches
    .map((m) => titleOf(m.handle))
    .filter(Boolean)
    .at(-1);
  const title = key ? `${t(key)} | ${productName}` : productName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Renders nothing; sets the document title (for places that prefer a component over the hook). */
export function PageTitle() {
  usePageTitle();
  return null;
}
