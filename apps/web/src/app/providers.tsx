import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionEnd } from '../lib/api-client.ts';
import { getLoginData, subscribeLoginData } from '../lib/auth-storage.ts';
import i18n, { currentLanguage } from '../lib/i18n.ts';
import { NotifyHolder } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { antdComponentConfig } from './antd-config.tsx';
import { theme } from './theme.ts';
import './shell.css';

/** html lang and dayjs follow the i18n language (also before React renders, and on every change). */
function applyDocumentLanguage(lang: string) {
  document.documentElement.lang = lang;
  dayjs.locale(lang);
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

export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n: instance } = useTranslation();
  const locale = instance.language === 'de' ? deDE : enUS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language
  const components = useMemo(() => antdComponentConfig(t), [t, instance.language]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={appTheme} {...components}>
        <App style={{ minHeight: '100vh' }}>
          <NotifyHolder />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
