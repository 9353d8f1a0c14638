import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'antd/dist/reset.css';
import './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';

const router = createRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
