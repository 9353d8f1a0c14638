import { type ComponentType, lazy, useState } from 'react';

/**
 * React.lazy that renders its component directly once the module has loaded (through `preload()` or an earlier render).
 * A plain lazy component suspends on every first render, even when its module is already there, and React 19 then
 * holds the boundary's content for 300 ms after its fallback showed: the first opening of a lazily loaded dialog or
 * Info row took 300 ms more. Render it inside <Suspense> (for the mount before the module has loaded).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would mount it anew.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
