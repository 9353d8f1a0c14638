import { useMemo } from 'react';
import { type DisplayStatus, canWriteDisplay } from '@plakat/shared';
import { useProfile } from '../../../lib/profile.ts';

/** Whether the user may continue (Finish setup) or edit a display of this status in the wizard: the server's rule. */
export function useCanWriteDisplay(): (status: DisplayStatus) => boolean {
  const keys = useProfile().data?.permissions;
  return useMemo(
    () => (status: DisplayStatus) => canWriteDisplay((key) => keys?.includes(key) ?? false, status),
    [keys],
  );
}
