import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type Language, defaultLanguage, isLanguage, storageKeys } from '@plakat/shared';

/** Every namespace of packages/shared/src/i18n, bundled (a few KB) so switching language never waits. */
const files = import.meta.glob('../../../../packages/shared/src/i18n/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, object>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /i18n\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  resources[match[1]] ??= {};
  resources[match[1]][match[2]] = content as object;
}

/**
 * Platform spec §5: only en and de; an invalid stored value is removed and falls back to en; with nothing stored
 * the browser language is used when it is de or en, otherwise en.
 */
export function initialLanguage(storage: Storage = localStorage, navigatorLanguage = navigator.language): Language {
  const stored = storage.getItem(storageKeys.language);
  if (stored !== null) {
    if (isLanguage(stored)) return stored;
    storage.removeItem(storageKeys.language);
    return defaultLanguage;
  }
  const browser = navigatorLanguage?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : defaultLanguage;
}

export function setLanguage(lang: Language) {
  localStorage.setItem(storageKeys.language, lang);
  return i18n.changeLanguage(lang);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);

/**
 * The current language, re-rendering on a switch. Queries whose answers carry server-made labels (roles, lookups,
 * the profile's role) put it in their key, so a switch fetches the labels in the new language.
 */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : defaultLanguage;
}

i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
