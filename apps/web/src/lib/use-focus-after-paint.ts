import { useEffect } from 'react';
import { afterPaint } from './after-paint.ts';

/**
 * Focuses the element `target` answers once the page around it has been painted, unless the reader has put the focus
 * somewhere already. `autoFocus` focuses inside React's commit, which makes the browser lay out the whole new page in
 * that same task (the login page's longest task of its first load).
 */
export function useFocusAfterPaint(target: () => HTMLElement | null | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page has mounted
  useEffect(
    () =>
      afterPaint(() => {
        if (document.activeElement === document.body || document.activeElement === null) target()?.focus();
      }),
    [],
  );
}
