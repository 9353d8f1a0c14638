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

/** The profile in the current language; after a switch the previous answer stays until the new one arrives. */
export const useProfile = () => useQuery({ ...profileQueryOptions(useLanguage()), placeholderData: keepPreviousData });
