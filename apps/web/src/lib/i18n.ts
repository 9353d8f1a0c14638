import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type Language, defaultLanguage, isLanguage, storageKeys } from '@plakat/shared';
import { toastsWaitFor } from './notify.ts';
import type { Texts } from './texts/namespaces.ts';

/**
 * The texts of one language in groups, each loaded when first needed: the reader downloads only their language (a
 * switch loads the other before it switches). `start` holds what every page needs (common, auth, validation; index.html
 * preloads it, see vite.config.ts); `app` the texts of the logged-in screens, which load beside the logged-in layout or
 * the superpanel (app/router.tsx), so the login page does not download the dashboard's texts. The larger areas load
 * their own group beside their pages: `wizard` (the display wizard's, the largest namespace), `media` (the media
 * pool's), `roles` (the roles page's), `users` (user management and the profile), `superpanel`, `notifications`
 * (the notification center and the bell's popover), `partners` (partner management), `editor` (the design
 * editor's list and canvas pages), `screens` (a display's program, pairing and status), `dashboard` (the tiles and sub-menus) and `registration` (the
 * registration steps and the profile's personal data).
 */
type TextGroup =
  | 'start'
  | 'app'
  | 'wizard'
  | 'media'
  | 'roles'
  | 'users'
  | 'superpanel'
  | 'notifications'
  | 'partners'
  | 'editor'
  | 'registration'
  | 'screens'
  | 'dashboard';
const textsOf: Record<Language, Record<TextGroup, () => Promise<{ default: Texts }>>> = {
  en: {
    start: () => import('./texts/en.ts'),
    app: () => import('./texts/en-app.ts'),
    wizard: () => import('./texts/en-wizard.ts'),
    media: () => import('./texts/en-media.ts'),
    roles: () => import('./texts/en-roles.ts'),
    users: () => import('./texts/en-users.ts'),
    superpanel: () => import('./texts/en-superpanel.ts'),
    notifications: () => import('./texts/en-notifications.ts'),
    partners: () => import('./texts/en-partners.ts'),
    editor: () => import('./texts/en-editor.ts'),
    registration: () => import('./texts/en-registration.ts'),
    screens: () => import('./texts/en-screens.ts'),
    dashboard: () => import('./texts/en-dashboard.ts'),
  },
  de: {
    start: () => import('./texts/de.ts'),
    app: () => import('./texts/de-app.ts'),
    wizard: () => import('./texts/de-wizard.ts'),
    media: () => import('./texts/de-media.ts'),
    roles: () => import('./texts/de-roles.ts'),
    users: () => import('./texts/de-users.ts'),
    superpanel: () => import('./texts/de-superpanel.ts'),
    notifications: () => import('./texts/de-notifications.ts'),
    partners: () => import('./texts/de-partners.ts'),
    editor: () => import('./texts/de-editor.ts'),
    registration: () => import('./texts/de-registration.ts'),
    screens: () => import('./texts/de-screens.ts'),
    dashboard: () => import('./texts/de-dashboard.ts'),
  },
};
/** The groups a page has asked for: a language switch loads them all in the new language. */
const wanted = new Set<TextGroup>(['start']);
const loaded = new Set<string>();

async function loadTexts(lang: Language, groups: Iterable<TextGroup> = wanted) {
  await Promise.all(
    [...groups].map(async (group) => {
      if (loaded.has(`${lang}/${group}`)) return;
      const { default: texts } = await textsOf[lang][group]();
      for (const [namespace, resources] of Object.entries(texts)) i18n.addResourceBundle(lang, namespace, resources);
      loaded.add(`${lang}/${group}`);
    }),
  );
}

/** Loads a group of texts in the current language (and in the language of every later switch). */
function loadGroup(group: TextGroup): Promise<void> {
  wanted.add(group);
  return loadTexts(currentLanguage(), [group]);
}
/** The logged-in screens' texts. */
export const loadAppTexts = () => loadGroup('app');
/** The display wizard's texts. */
export const loadWizardTexts = () => loadGroup('wizard');
/** The media pool's texts (its pages and the wizard's pool picker). */
export const loadMediaTexts = () => loadGroup('media');
/** The roles page's texts (every permission key's label and meaning). */
export const loadRoleTexts = () => loadGroup('roles');
/** The user management's and the profile page's texts (users, invitations, profile). */
export const loadUserTexts = () => loadGroup('users');
/** The superpanel's texts. */
export const loadSuperpanelTexts = () => loadGroup('superpanel');
/** The notification center's texts (its page and the bell's popover). */
export const loadNotificationTexts = () => loadGroup('notifications');
/** Partner management's texts (the partner list, invitations, the confirmation page). */
export const loadPartnerTexts = () => loadGroup('partners');
/** The design editor's texts (the design list, the canvas page). */
export const loadEditorTexts = () => loadGroup('editor');
/** The registration steps' texts (also the profile's personal data and phone field). */
export const loadRegistrationTexts = () => loadGroup('registration');
/** The screens' texts (a display's program, pairing and status: the details page, the expanded row, the map). */
export const loadScreenTexts = () => loadGroup('screens');
/** The dashboard's texts (its tiles and the sections' sub-menus). */
export const loadDashboardTexts = () => loadGroup('dashboard');

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
export const i18nReady: Promise<void> = loadTexts(currentLanguage(), ['start']);
toastsWaitFor(i18nReady);

export default i18n;
