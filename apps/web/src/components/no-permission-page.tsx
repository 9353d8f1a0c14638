import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { LinkButton } from './link-button.tsx';
import { StatusNotice } from './status-notice.tsx';

/**
 * What a logged-in user sees instead of a page whose keys (config/page-access.ts) none of their roles hold: a 403 in
 * the app's words, what to do about it, and the way back to the dashboard. The address stays, so the page shows by
 * itself once a key arrives (the profile is asked again every minute and on focus, lib/profile.ts).
 */
export function NoPermissionPage() {
  const { t } = useTranslation('common');
  return (
    <div data-testid="no-permission">
      <StatusNotice
        icon={LockOutlined}
        title={t('noPermission.title')}
        hint={t('noPermission.text')}
        actions={
          <LinkButton to={paths.dashboard.root} type="primary">
            {t('actions.backToDashboard')}
          </LinkButton>
        }
      />
    </div>
  );
}
