import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';

/**
 * The app's frame (start-steps.ts): antd's core and the app's providers, which wrap every page. Renders the app with
 * `router` (main.tsx).
 */
export function renderApp(router: DataRouter) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

// The root layout and the guards, which the router loads through loadFrame (router.tsx).
export { RootLayout, RouteErrorBoundary } from './layouts/root-layout.tsx';
export { GuestOnly, RequireLogin, RequireSuperpanel } from './guards.tsx';
