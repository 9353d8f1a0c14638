import type { Language } from '@plakat/shared';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];
const formats = new Map<Language, Intl.RelativeTimeFormat>();

/** How long ago `value` was, as the reader says it ('5 minutes ago', 'vor 5 Minuten'; under a minute: 'now'). */
export function formatRelative(value: string | Date, lang: Language, now = Date.now()): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formats.set(lang, format);
  }
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(0, 'second');
}
