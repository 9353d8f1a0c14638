import { Button, Flex } from 'antd';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { setNavigateHandler } from '../../lib/api-client.ts';
import { sessionEndTarget } from '../redirect-rules.ts';
import { brandColors } from '../theme.ts';
import { StatusNotice } from '../../components/status-notice.tsx';

/** A thin bar at the top while a lazy page chunk loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      style={{
        position: 'fixed',
        inset: '0 0 auto 0',
        height: 3,
        zIndex: 2000,
        background: `linear-gradient(90deg, ${brandColors.primary}, ${brandColors.accent})`,
        animation: 'plakat-progress 1.2s ease-in-out infinite',
        transformOrigin: 'left',
      }}
    >
      <style>
        {'@keyframes plakat-progress{0%{transform:scaleX(0.05)}60%{transform:scaleX(0.7)}100%{transform:scaleX(0.95)}}'}
      </style>
    </div>
  );
}

/**
 * Wraps every route: browser title 'Page | Plakat' (route handle.title), scrolling (platform spec §2: a new page
 * starts at the top; Back and Forward return to where the user was on that page, as browsers do) and the navigation
 * the api-client uses after a session ended (to /login, with the current page as `next`).
 */
export function RootLayout() {
  const navigate = useNavigate();
  usePageTitle();

  useEffect(() => {
    setNavigateHandler((to) => void navigate(sessionEndTarget(to, window.location), { replace: true }));
    return () => setNavigateHandler(null);
  }, [navigate]);

  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const NotFoundPage = lazy(() =>
  import('../../components/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * A page that failed to render or to load (typically an old chunk after a new release): say so and offer a reload
 * instead of React Router's developer screen.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={<FullPageSpinner minHeight="100vh" />}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <StatusNotice
        title={t('errors.pageFailed')}
        hint={t('errors.pageFailedHint')}
        actions={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
