import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { returnToParam } from '../../../../hooks/use-detailed-search.ts';
import type { KeySetStore } from '../../../../hooks/key-set-store.ts';
import { useOverview } from '../../../../hooks/use-overview.ts';
import { mediaSearch } from '../lib/filters.ts';
import { MediaOverview } from './media-overview.tsx';

/**
 * The media pool overview in assignment mode for the user management's media assignment page: the search in the
 * address, no management blocks, and a selection that spans pages and searches (the whole set to assign), headed by
 * the page's `toolbar`. Its Detailed Search (spec 02 §2) opens the media pool's search, which returns here with the new
 * filters (`returnTo`); the selection starts again from what is assigned.
 */
export function MediaAssignmentOverview({
  toolbar,
}: {
  toolbar: (parts: { selected: KeySetStore; total: number; listAnswered: boolean }) => ReactNode;
}) {
  const overview = useOverview(mediaSearch, { keepSelection: true });
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.set(returnToParam, location.pathname);
  const detailedHref = `${paths.dashboard.mediaPool.search}?${query}`;
  return <MediaOverview mode="assignment" overview={overview} toolbar={toolbar} detailedHref={detailedHref} />;
}
