import de from '@plakat/shared/i18n/de/player.json';
import en from '@plakat/shared/i18n/en/player.json';

/**
 * The player's few texts in both languages (packages/shared/src/i18n/<lang>/player.json), without i18next: the
 * screen's language is `?lang=` of its address, remembered, or the browser's.
 */
type Key = keyof typeof en;
const texts = { en, de } as const;
type Lang = keyof typeof texts;
const storageKey = 'plakat.player.lang';

function pickLanguage(): Lang {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked === 'en' || asked === 'de') {
    localStorage.setItem(storageKey, asked);
    return asked;
  }
  const stored = localStorage.getItem(storageKey);
  if (stored === 'en' || stored === 'de') return stored;
  return navigator.language.slice(0, 2).toLowerCase() === 'de' ? 'de' : 'en';
}

export const language: Lang = pickLanguage();
document.documentElement.lang = language;

/** The text of `key` in the screen's language with its {{variables}} filled in. */
export function t(key: Key, values: Record<string, string | number> = {}): string {
  return texts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
