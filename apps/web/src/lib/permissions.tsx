import type { ReactNode } from 'react';
import type { Permission } from '@plakat/shared';
import { useProfile } from './profile.ts';

/**
 * Whether the logged-in user holds a permission key (from the profile answer). The web only hides or disables what
 * the user may not do; the server checks every call itself.
 */
export function useCan(key: Permission): boolean {
  const { data } = useProfile();
  return data?.permissions.includes(key) ?? false;
}

export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(permission) ? children : fallback;
}
