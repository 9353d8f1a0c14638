import { type ReactNode, useEffect, useState } from 'react';

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
const cancelIdle = (handle: number | ReturnType<typeof setTimeout>) =>
  typeof cancelIdleCallback === 'function'
    ? cancelIdleCallback(handle as number)
    : clearTimeout(handle as ReturnType<typeof setTimeout>);

/** Renders `children` only once the page is idle (work that must not delay the page's first showing). */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const handle = idle(() => setReady(true));
    return () => cancelIdle(handle);
  }, []);
  return ready ? children : null;
}
