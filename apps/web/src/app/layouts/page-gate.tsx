import type { Permission } from '@plakat/shared';
import { Outlet, useMatches } from 'react-router';
import { NoPermissionPage } from '../../components/no-permission-page.tsx';
import { useCanAny } from '../../lib/permissions.tsx';

/**
 * The route guard of the logged-in pages: a page whose route requires keys (`handle.requires`, app/router.tsx from
 * config/page-access.ts) of which the user holds none shows the no-permission page instead, under the page's own
 * address and title. It follows the profile, so a key given or taken shows within a minute (lib/profile.ts).
 */
export function PageGate() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { requires?: readonly Permission[] } | undefined;
  return useCanAny(handle?.requires) ? <Outlet /> : <NoPermissionPage />;
}
