import type { LoaderFunction, RouteObject } from 'react-router';

/**
 * A lazily loaded page of the route table (router.tsx). `handle.title` is the i18n key of the browser title ('Page |
 * Plakat'); the logged-in pages also carry their route pattern and their layout every page's title, for the
 * breadcrumbs (breadcrumb-trail.ts).
 */
export const page = (
  title: string,
  load: () => Promise<{ Component: React.ComponentType; loader?: LoaderFunction }>,
): Partial<RouteObject> => ({
  handle: { title },
  lazy: load,
});

const placeholders = () => import('../features/placeholders/index.ts');

/** A section the spec names as a placeholder ('Under Development'). */
export const placeholder = (path: string, title: string): RouteObject => ({
  path,
  ...page(title, () => placeholders().then((m) => ({ Component: m.PlaceholderPage }))),
});
