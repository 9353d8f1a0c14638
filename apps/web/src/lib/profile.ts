import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@plakat/shared';
import { apiRequest } from './api-client.ts';

export const profileQueryKey = ['users', 'profile'] as const;

export const getProfile = (signal?: AbortSignal) => apiRequest<Profile>('/users/profile', { signal });

/** GET /api/users/profile: id, isCompleted, userType and the user's effective permission keys. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
