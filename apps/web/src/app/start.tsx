import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';

/**
 * The second step of the start (main.tsx): React DOM, antd's core and the app's providers, a chunk of their own that
 * index.html preloads, so the browser runs them in a task of their own instead of in one long task with the entry.
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
