import { useEffect } from 'react';
import { clampedPage } from './page-clamp.ts';

type Paged<V extends object> = {
  page: number;
  perPage: number;
  values: V;
  set: (next: V, options?: { replace?: boolean }) => void;
};

/**
 * A page number past the last page (an old link, or the last row of the last page shut down) is corrected to the last
 * page, in the address too (history replaced), once the list's own answer says how many rows there are.
 */
export function usePageClamp<V extends object>(
  overview: Paged<V>,
  answer: { data?: { totalCount: number }; isPlaceholderData: boolean },
) {
  const total = answer.data && !answer.isPlaceholderData ? answer.data.totalCount : null;
  const page = clampedPage(overview.page, overview.perPage, total ?? 0);
  const { values, set } = overview;
  useEffect(() => {
    if (total !== null && page !== null) set({ ...values, page }, { replace: true });
  }, [total, page, values, set]);
}
