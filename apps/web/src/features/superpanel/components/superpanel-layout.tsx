import { useQueryClient } from '@tanstack/react-query';
import { Layout } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { clearSuperpanelLogin } from '../../../lib/auth-storage.ts';
import { notify } from '../../../lib/notify.ts';
import { superpanelKeys } from '../api/keys.ts';
import { logoutSuperpanel } from '../api/logout-superpanel.ts';
import { SuperpanelHeader } from './superpanel-header.tsx';

/**
 * The frame of every superpanel page: the top bar (its Logout ends the superpanel session and returns to
 * /superpanelLogin) and the page's content, at most 1200 px wide.
 */
export function SuperpanelLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('superpanel');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    await logoutSuperpanel();
    clearSuperpanelLogin();
    notify.success(t('loggedOut'));
    navigate(paths.superpanelLogin, { replace: true });
    setTimeout(() => queryClient.removeQueries({ queryKey: superpanelKeys.all }), 0);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SuperpanelHeader onLogout={() => void logout()} loggingOut={loggingOut} />
      <Layout.Content style={{ padding: '28px 16px' }}>
        {/* Layout.Content is the page's <main> landmark. */}
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>{children}</div>
      </Layout.Content>
    </Layout>
  );
}
