import type { LoaderFunctionArgs } from 'react-router';
import { getLoginData } from '../../../../lib/auth-storage.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { parseSearch } from '../../../../lib/search-state.ts';
import { mediaSearchQueryOptions } from '../../api/search-files.ts';
import { mediaSearch } from '../lib/filters.ts';

/**
 * Starts the list request as soon as the page's code is there, while the page renders for the first time (as the
 * display overviews do). Silent: a refusal (no media key) shows on the page, not as a toast.
 */
export function mediaListLoader({ request }: LoaderFunctionArgs) {
  if (!getLoginData()) return null;
  const filters = parseSearch(mediaSearch, new URL(request.url).searchParams);
  void queryClient.prefetchQuery({ ...mediaSearchQueryOptions(filters), meta: { silent: true } });
  return null;
}
