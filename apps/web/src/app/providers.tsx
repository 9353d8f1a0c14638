import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme as antdTheme } from 'antd';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, Suspense, lazy, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionEnd } from '../lib/api-client.ts';
import { getLoginData, subscribeLoginData } from '../lib/auth-storage.ts';
import i18n, { currentLanguage } from '../lib/i18n.ts';
import { isHolderWanted, subscribeHolderWanted } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { antdComponentConfig } from './antd-config.tsx';
import { theme } from './theme.ts';

/**
 * html lang follows the i18n language (also before React renders, and on every change). No screen has an antd date
 * picker yet; the first one must also set dayjs's locale with the language (antd's pickers take names from dayjs).
 */
function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
}
applyDocumentLanguage(currentLanguage());
i18n.on('languageChanged', () => applyDocumentLanguage(currentLanguage()));

/**
 * Cached server data belongs to one user: when the logged-in user changes (logout, session end, login as someone
 * else, also in another tab) the cache is dropped. Deferred one task, so the guards have unmounted the screens that
 * read the cache before it empties (an observer that stays mounted would refetch without a token).
 */
let cachedUserId = getLoginData()?.userId ?? null;
const clearCacheSoon = () => setTimeout(() => queryClient.clear(), 0);
subscribeLoginData(() => {
  const userId = getLoginData()?.userId ?? null;
  if (userId === cachedUserId) return;
  cachedUserId = userId;
  clearCacheSoon();
});
onSessionEnd((kind) => {
  if (kind === 'superpanel') clearCacheSoon();
});

/**
 * Users who asked their system for less motion (prefers-reduced-motion) get antd without animations: modals, menus
 * and toasts appear at once. The browser journeys run so too, so they never act on a dialog that is still zooming in.
 */
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
const appTheme = reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;

/** The toasts' holder (lib/notify.ts), loaded and mounted with the first toast: no page needs it to show. */
const NotifyHolder = lazy(() => import('../lib/notify-holder.tsx').then((m) => ({ default: m.NotifyHolder })));
function Toasts() {
  const wanted = useSyncExternalStore(subscribeHolderWanted, isHolderWanted, isHolderWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <NotifyHolder />
    </Suspense>
  ) : null;
}

/**
 * The page's base text style in the theme's values, as antd's <App> sets it (its modal and notification hooks are
 * not needed on every page: a screen that asks for a confirmation renders Modal.useModal's holder itself).
 */
function AppFrame({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const locale = instance.language === 'de' ? deDE : enUS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language
  const components = useMemo(() => antdComponentConfig(t), [t, instance.language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={appTheme} {...components}>
        <AppFrame>
          <Toasts />
          {children}
        </AppFrame>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
