import type { ReactNode } from 'react';
import type { Permission } from '@plakat/shared';
import { allowsPage } from '../config/page-access.ts';
import { useProfile } from './profile.ts';

/**
 * Whether the logged-in user holds a permission key (from the profile answer). The web only hides or disables what
 * the user may not do; the server checks every call itself.
 */
export function useCan(key: Permission): boolean {
  const { data } = useProfile();
  return data?.permissions.includes(key) ?? false;
}

/** Whether the user holds at least one of `keys` (none asked: true), as a page or a dashboard tile asks. */
export function useCanAny(keys: readonly Permission[] | undefined): boolean {
  const { data } = useProfile();
  return allowsPage(data?.permissions, keys);
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
