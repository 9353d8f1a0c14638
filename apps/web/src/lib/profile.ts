import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@plakat/shared';
import { api, unwrap } from './api-client.ts';
import { currentLanguage, useLanguage } from './i18n.ts';

/**
 * The logged-in user's profile: every screen and guard reads it, so it lives here rather than in a feature. One key
 * per language (the role label is translated); `profileKeys.all()` covers both for invalidation.
 */
export const profileKeys = {
  all: () => ['users', 'profile'] as const,
  profile: (lang: Language = currentLanguage()) => [...profileKeys.all(), lang] as const,
};

export const getProfile = (lang: Language, signal?: AbortSignal) =>
  unwrap(api.GET('/api/users/profile', { params: { query: { lang } }, signal }));

/** GET /api/users/profile: id, isCompleted, userType and the user's effective permission keys. */
export const profileQueryOptions = (lang: Language = currentLanguage()) =>
  queryOptions({ queryKey: profileKeys.profile(lang), queryFn: ({ signal }) => getProfile(lang, signal) });

/**
 * How often an open app asks for the profile again, so a change of the user's keys (a role edited, a role taken or
 * given) shows within a minute without a new login. The server answers from its session cache (one cached lookup,
 * no query of its own), so the cost is one small request a minute per open tab.
 */
export const profileRefreshMs = 60_000;

/**
 * The profile in the current language; after a switch the previous answer stays until the new one arrives. Asked
 * again every minute while the page is visible and whenever the window gets the focus back. A failed refetch keeps
 * the last answer and stays quiet (`silent`): the next one tries again, and the first load has its own error screen.
 */
export const useProfile = () =>
  useQuery({
    ...profileQueryOptions(useLanguage()),
    placeholderData: keepPreviousData,
    refetchInterval: profileRefreshMs,
    refetchOnWindowFocus: 'always',
    meta: { silent: true },
  });
