import { useCallback } from 'react';
import type { Language } from '@plakat/shared';
import { useLanguage } from './use-language.ts';

export type DateFormatOptions = { withTime?: boolean };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(lang: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      lang,
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A date (ISO string or Date) as the reader writes it: 'Nov 23, 2026' in English, '23.11.2026' in German, with the
 * time when asked. Empty for no value; an unreadable value is shown as it is.
 */
export function formatDate(value: string | Date | null | undefined, lang: Language, options: DateFormatOptions = {}) {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatFor(lang, options.withTime ?? false).format(date);
}

/** formatDate in the current language, re-rendering on a language switch. */
export function useFormatDate() {
  const lang = useLanguage();
  return useCallback(
    (value: string | Date | null | undefined, options?: DateFormatOptions) => formatDate(value, lang, options),
    [lang],
  );
}
