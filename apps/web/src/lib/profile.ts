import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Profile } from '@plakat/shared';
import { apiRequest } from './api-client.ts';
import { currentLanguage, useLanguage } from './i18n.ts';

/** Prefix of the profile's keys (one per language: the role label is translated); invalidating it covers both. */
export const profileQueryKey = ['users', 'profile'] as const;

export const getProfile = (lang: Language, signal?: AbortSignal) =>
  apiRequest<Profile>('/users/profile', { query: { lang }, signal });

/** GET /api/users/profile: id, isCompleted, userType and the user's effective permission keys. */
export const profileQueryOptions = (lang: Language = currentLanguage()) =>
  queryOptions({ queryKey: [...profileQueryKey, lang], queryFn: ({ signal }) => getProfile(lang, signal) });

/** The profile in the current language; after a switch the previous answer stays until the new one arrives. */
export const useProfile = () => useQuery({ ...profileQueryOptions(useLanguage()), placeholderData: keepPreviousData });
