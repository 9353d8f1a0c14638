import { useEffect } from 'react';

/** Loads the expanded row's code once the list is idle (ListTable `warmUp`), so the first row opens at once. */
export function WarmUp({ load }: { load: () => Promise<unknown> }) {
  useEffect(() => {
    void load();
  }, [load]);
  return null;
}
