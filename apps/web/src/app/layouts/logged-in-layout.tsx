import { AppstoreOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { FooterNote } from '../../components/footer-note.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { PageBreadcrumbs } from '../../components/page-breadcrumbs.tsx';
import { isEditorCanvasPath, paths } from '../../config/paths.ts';
import { useProfile } from '../../lib/profile.ts';
import { breakpoints, useMinWidth } from '../../lib/use-min-width.ts';
import { logout } from '../logout.ts';
import { NotificationBell } from './notification-bell.tsx';
import { PageGate } from './page-gate.tsx';
import { useBreadcrumbSteps } from './use-breadcrumbs.ts';

const { Header, Content, Footer } = Layout;

function UserLabel() {
  const { data } = useProfile();
  if (!data) return null;
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ') || data.email;
  // The full text as a tooltip where the ellipsis cuts it (app/plain-ui.css).
  return (
    <div className="plakat-user-label">
      <span className="plakat-user-label-name" title={name}>
        {name}
      </span>
      {data.company ? (
        <span className="plakat-user-label-company plakat-secondary" title={data.company.name}>
          {data.company.name}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Logged-in pages (platform spec §2): logo, a sticky top bar with Dashboard, the notification bell, language selector
 * and Logout, and a footer with the version label. On the editor canvas the bar scrolls away and the footer is hidden.
 */
export function LoggedInLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = useMinWidth(breakpoints.md);
  const [loggingOut, setLoggingOut] = useState(false);
  const canvas = isEditorCanvasPath(pathname);
  const compact = !wide;
  const crumbs = useBreadcrumbSteps();
  // The bell needs a company whose registration is done (the notification calls answer 403 before).
  const { data: profile } = useProfile();
  const showBell = Boolean(profile?.isCompleted && profile.company);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout((to) => void navigate(to, { replace: true }), t('logout.success'));
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header
        style={{
          position: canvas ? 'relative' : 'sticky',
          top: 0,
          zIndex: 100,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          borderBottom: '1px solid rgba(16, 35, 63, 0.08)',
          boxShadow: '0 1px 8px rgba(16, 35, 63, 0.04)',
          padding: compact ? '0 12px' : undefined,
        }}
      >
        <BrandLogo to={paths.dashboard.root} size={compact ? 28 : 32} />
        <nav aria-label={t('layout.mainNavigation')}>
          <Flex align="center" gap={compact ? 4 : 12}>
            <NavLink to={paths.dashboard.root} end>
              {({ isActive }) => (
                <Button
                  type={isActive ? 'default' : 'text'}
                  icon={<AppstoreOutlined aria-hidden />}
                  aria-label={t('layout.dashboard')}
                >
                  {compact ? null : t('layout.dashboard')}
                </Button>
              )}
            </NavLink>
            {showBell && <NotificationBell compact={compact} />}
            <LanguageSelect />
            {compact ? null : <UserLabel />}
            <Button
              icon={<LogoutOutlined aria-hidden />}
              onClick={() => void onLogout()}
              loading={loggingOut}
              aria-label={t('layout.logout')}
              data-testid="logout"
            >
              {compact ? null : t('layout.logout')}
            </Button>
          </Flex>
        </nav>
      </Header>
      <Content style={canvas ? { padding: 0 } : { padding: compact ? '12px 12px 16px' : '16px 24px 28px' }}>
        {canvas || crumbs.length === 0 ? null : (
          <div style={{ maxWidth: 1280, margin: '0 auto 16px' }}>
            <PageBreadcrumbs steps={crumbs} label={t('layout.breadcrumbs')} />
          </div>
        )}
        {/* Layout.Content is the page's <main> landmark. */}
        <div style={canvas ? undefined : { maxWidth: 1280, margin: '0 auto' }}>
          <PageGate />
        </div>
      </Content>
      {canvas ? null : (
        <Footer>
          <Flex justify="space-between" align="center" gap={8} wrap style={{ maxWidth: 1280, margin: '0 auto' }}>
            <FooterNote />
          </Flex>
        </Footer>
      )}
    </Layout>
  );
}
