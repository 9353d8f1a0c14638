import { useSyncExternalStore } from 'react';

/** antd's breakpoints (its theme's screenSM ... screenXXL), for plain CSS and useMinWidth. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

/**
 * Whether the window is at least `px` wide, read at the first render and kept up to date. antd's Grid.useBreakpoint
 * knows the width only after its first commit and then renders its component again at once (in the commit's task):
 * on the logged-in layout that was a second render of every page at its first load.
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => matchMedia(query).matches,
    () => true,
  );
}
