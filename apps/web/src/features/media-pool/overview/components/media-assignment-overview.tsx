import type { ReactNode } from 'react';
import type { KeySetStore } from '../../../../hooks/key-set-store.ts';
import { useOverview } from '../../../../hooks/use-overview.ts';
import { mediaSearch } from '../lib/filters.ts';
import { MediaOverview } from './media-overview.tsx';

/**
 * The media pool overview in assignment mode for the user management's media assignment page: the search in the
 * address, no management blocks, and a selection that spans pages and searches (the whole set to assign), headed by
 * the page's `toolbar`. No detailed search: it would leave the assignment.
 */
export function MediaAssignmentOverview({
  toolbar,
}: {
  toolbar: (parts: { selected: KeySetStore; total: number; listAnswered: boolean }) => ReactNode;
}) {
  const overview = useOverview(mediaSearch, { keepSelection: true });
  return <MediaOverview mode="assignment" overview={overview} toolbar={toolbar} />;
}
