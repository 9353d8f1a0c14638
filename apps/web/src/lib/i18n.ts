import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type Language, defaultLanguage, isLanguage, storageKeys } from '@plakat/shared';
import type { Texts } from './texts/namespaces.ts';

/**
 * The texts of one language, loaded when it is first needed: the reader downloads only their language (a switch
 * loads the other before it switches). index.html preloads the start language's chunk (vite.config.ts), so the first
 * render does not wait one round trip more.
 */
const textsOf: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('./texts/en.ts'),
  de: () => import('./texts/de.ts'),
};

async function loadTexts(lang: Language) {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const { default: texts } = await textsOf[lang]();
  for (const [namespace, resources] of Object.entries(texts)) i18n.addResourceBundle(lang, namespace, resources);
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

export async function setLanguage(lang: Language) {
  localStorage.setItem(storageKeys.language, lang);
  await loadTexts(lang);
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

// Resources are added per language by loadTexts; the keys of en and de are the same (translations.test.ts), so no
// text ever falls back to the other language and it need not be loaded.
i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLanguage(),
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Resolves when the start language's texts are in; main.tsx renders after it. */
export const i18nReady: Promise<void> = loadTexts(currentLanguage());

export default i18n;
