import { Suspense, memo } from 'react';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';

const ConnectionStatus = lazyComponent(() => import('./connection-status.tsx').then((m) => m.ConnectionStatus));

/**
 * The overview's screen column (issue 25). Most rows have no screen that ever reported: they render nothing, and the
 * status with its relative time loads only for rows that have one, so the overview's first load stays within its
 * budget.
 */
export const ConnectionCell = memo(function ConnectionCell({
  online,
  lastSeenAt,
}: {
  online?: boolean | null;
  lastSeenAt?: string | null;
}) {
  if (online === null || online === undefined || !lastSeenAt) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionStatus online={online} lastSeenAt={lastSeenAt} />
    </Suspense>
  );
});
