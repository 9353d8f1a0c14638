import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api-client.ts';

/** The logged-in user's profile: every screen and guard reads it, so it lives here rather than in a feature. */
export const profileKeys = {
  profile: () => ['users', 'profile'] as const,
};

export const getProfile = (signal?: AbortSignal) => unwrap(api.GET('/api/users/profile', { signal }));

/** GET /api/users/profile: id, isCompleted, userType and the user's effective permission keys. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
