import { AppstoreOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { isEditorCanvasPath, paths } from '../../config/paths.ts';
import { logoutOnServer } from '../../lib/api-client.ts';
import { clearLoginData } from '../../lib/auth-storage.ts';
import { notify } from '../../lib/notify.ts';
import { useProfile } from '../../lib/profile.ts';
import { queryClient } from '../../lib/query-client.ts';

const { Header, Content, Footer } = Layout;

/**
 * Logout (platform spec §2): tell the server (errors ignored), clear the login data and the cached data, say
 * 'Logged out!' and go to /login.
 */
async function logout(navigate: (to: string) => void, message: string) {
  await logoutOnServer('company');
  clearLoginData();
  navigate(paths.login);
  // After the guards have unmounted the screens that read the cache (see providers.tsx).
  setTimeout(() => queryClient.clear(), 0);
  notify.success(message);
}

function UserLabel() {
  const { data } = useProfile();
  if (!data) return null;
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  return (
    <Flex vertical style={{ lineHeight: 1.25, maxWidth: 220 }}>
      <Typography.Text strong ellipsis={{ tooltip: true }}>
        {name || data.email}
      </Typography.Text>
      {data.company ? (
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {data.company.name}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * Logged-in pages (platform spec §2): logo, a sticky top bar with Dashboard, language selector and Logout, and a
 * footer with the version label. On the editor canvas the bar scrolls away and the footer is hidden.
 */
export function LoggedInLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const [loggingOut, setLoggingOut] = useState(false);
  const canvas = isEditorCanvasPath(pathname);
  const compact = !screens.md;

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
                  icon={<AppstoreOutlined />}
                  aria-label={t('layout.dashboard')}
                >
                  {compact ? null : t('layout.dashboard')}
                </Button>
              )}
            </NavLink>
            <LanguageSelect />
            {compact ? null : <UserLabel />}
            <Button
              icon={<LogoutOutlined />}
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
      <Content style={canvas ? { padding: 0 } : { padding: compact ? '16px 12px' : '28px 24px' }}>
        <main style={canvas ? undefined : { maxWidth: 1280, margin: '0 auto' }}>
          <Outlet />
        </main>
      </Content>
      {canvas ? null : (
        <Footer>
          <Flex justify="space-between" align="center" gap={8} wrap style={{ maxWidth: 1280, margin: '0 auto' }}>
            <Typography.Text type="secondary">
              {t('layout.copyright', { year: new Date().getFullYear() })}
            </Typography.Text>
            <Tag color="gold" variant="filled" data-testid="version-label">
              {t('layout.versionLabel')}
            </Tag>
          </Flex>
        </Footer>
      )}
    </Layout>
  );
}
