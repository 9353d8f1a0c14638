import { useEffect } from 'react';
import type { SearchValues } from '../lib/search-state.ts';
import { clampedPage } from './page-clamp.ts';

type Paged = { page?: number; perPage?: number };

/**
 * A page number past the last page (an old link, or the last row of the last page shut down) is corrected to the last
 * page, in the address too (history replaced), once the list's own answer says how many rows there are.
 */
export function usePageClamp<F extends Paged>(
  filters: F,
  answer: { totalCount: number } | undefined,
  isPlaceholderData: boolean,
  setFilters: (next: SearchValues, options?: { replace?: boolean }) => void,
) {
  const total = answer && !isPlaceholderData ? answer.totalCount : null;
  const page = clampedPage(filters.page ?? 1, filters.perPage ?? 10, total ?? 0);
  useEffect(() => {
    if (total !== null && page !== null) setFilters({ ...(filters as SearchValues), page }, { replace: true });
  }, [total, page, filters, setFilters]);
}
