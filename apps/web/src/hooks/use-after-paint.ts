import { useEffect, useState } from 'react';
import { afterPaint } from '../lib/after-paint.ts';

/**
 * Turns true once `when` has been true and the frame it was rendered in has been painted, and stays true: a part of
 * the page that may wait (a form beside a list, say) mounts only after the main content is on screen.
 */
export function useAfterPaint(when: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (when && !painted) return afterPaint(() => setPainted(true));
  }, [when, painted]);
  return painted;
}
