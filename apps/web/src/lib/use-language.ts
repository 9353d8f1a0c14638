import { useTranslation } from 'react-i18next';
import { type Language, defaultLanguage, isLanguage } from '@plakat/shared';

/** The reader's language, re-rendering on a switch (query keys of lists labelled by the server, dates). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
