import type { Permission } from '@plakat/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { getLoginData } from '../../../../lib/auth-storage.ts';
import { profileQueryOptions } from '../../../../lib/profile.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { parseSearch } from '../../../../lib/search-state.ts';
import { displaySearchQueryOptions } from '../../api/search-displays.ts';
import { partnerDisplaySearchQueryOptions } from '../../api/search-partner-displays.ts';
import { ownDisplaySearch, partnerDisplaySearch } from '../../search/lib/filters.ts';

/**
 * Route loaders of the two overviews: they start the list request as soon as the page's code is there, while the
 * page renders for the first time, instead of after that render. They wait for nothing; the page reads the same query
 * (same filters from the same address, so the same key) and shows its loading state until the answer is in.
 * The own list needs no permission, so its request goes out together with the profile request (the server refuses it
 * to a user whose registration is not completed, and the guards send that user elsewhere; the early request is
 * silent, so such a refusal shows nothing). The partner list needs a permission: only a user whose profile has it
 * gets the early request; everyone else is sent elsewhere by the guards, as before.
 */
function prefetchFor(start: () => Promise<void>, permission: Permission) {
  if (!getLoginData()) return;
  void queryClient
    .ensureQueryData(profileQueryOptions())
    .then((profile) => {
      if (profile.isCompleted && profile.permissions.includes(permission)) return start();
    })
    .catch(() => undefined);
}

export function ownListLoader({ request }: LoaderFunctionArgs) {
  if (!getLoginData()) return null;
  const filters = parseSearch(ownDisplaySearch, new URL(request.url).searchParams);
  void queryClient.prefetchQuery({ ...displaySearchQueryOptions(filters), meta: { silent: true } });
  return null;
}

export function partnerListLoader({ request }: LoaderFunctionArgs) {
  const filters = parseSearch(partnerDisplaySearch, new URL(request.url).searchParams);
  prefetchFor(() => queryClient.prefetchQuery(partnerDisplaySearchQueryOptions(filters)), 'GET_PARTNER_DISPLAYS_INFO');
  return null;
}
