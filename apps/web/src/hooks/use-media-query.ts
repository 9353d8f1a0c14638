import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, right from the first render (no layout flash), and again as it changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Phones (below antd's `sm` breakpoint, 576 px): overviews show their compact column set. */
export const phoneQuery = '(max-width: 575.98px)';
