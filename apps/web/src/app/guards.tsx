import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { loginPath, nextParam, paths, safeNextPath } from '../config/paths.ts';
import { clearLoginData, useLoginData, useSuperpanelLogin } from '../lib/auth-storage.ts';
import {
  invitationConfirmationPath,
  invitationSearch,
  readInvitation,
  readInvitationRequest,
  rememberedInvitation,
} from '../lib/invitation.ts';
import { useProfile } from '../lib/profile.ts';
import { isLoggingOut } from './logout.ts';
import { profileRedirect } from './redirect-rules.ts';
import { StatusNotice } from '../components/status-notice.tsx';

/**
 * needLoggedOut (platform spec §2): a logged-in user goes to /dashboard, unless a `navigate` parameter is present;
 * with a partner invitation (companyId, invitationId, navigate=partnerInvitation) straight to its confirmation, with
 * a `next` page (a deep link that led to the login) to that page. On /superpanelLogin a superpanel login goes to
 * /superpanel.
 */
export function GuestOnly() {
  const login = useLoginData();
  const superpanel = useSuperpanelLogin();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (superpanel && pathname === paths.superpanelLogin) return <Navigate to={paths.superpanel} replace />;
  if (login) {
    const invitation = readInvitationRequest(params) ?? rememberedInvitation();
    if (invitation) return <Navigate to={invitationConfirmationPath(invitation)} replace />;
    const next = safeNextPath(params.get(nextParam));
    if (next) return <Navigate to={next} replace />;
    if (!params.has('navigate')) return <Navigate to={paths.dashboard.root} replace />;
  }
  return <Outlet />;
}

function ProfileGate() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const profile = useProfile();
  if (profile.isPending) return <FullPageSpinner minHeight="100vh" />;
  // A failed refetch keeps the answer it had (lib/profile.ts); only a profile never loaded is an error here.
  if (profile.isError && !profile.data) {
    // 419 already ended the session (the login redirect follows); other errors offer a retry.
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <StatusNotice
          title={t('errors.profileFailed')}
          actions={
            <>
              <Button type="primary" onClick={() => void profile.refetch()}>
                {t('actions.retry')}
              </Button>
              <Button onClick={() => clearLoginData()}>{t('actions.backToLogin')}</Button>
            </>
          }
        />
      </Flex>
    );
  }
  const target = profileRedirect(profile.data, pathname, params);
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}

/**
 * needLoggedIn (platform spec §2): a logged-out user goes to /login, keeping a partner invitation, otherwise with the
 * requested page (and its query) as `next`, so the login leads back to it; a logged-in user waits for the profile,
 * then the redirect rules apply.
 */
export function RequireLogin() {
  const login = useLoginData();
  const location = useLocation();
  const [params] = useSearchParams();
  if (!login) {
    const invitation = readInvitation(params);
    const to = invitation
      ? `${paths.login}${invitationSearch(invitation)}`
      : isLoggingOut()
        ? paths.login
        : loginPath(location);
    return <Navigate to={to} replace />;
  }
  return <ProfileGate />;
}

/** The superpanel needs its own login. */
export function RequireSuperpanel() {
  const login = useSuperpanelLogin();
  if (!login) return <Navigate to={paths.superpanelLogin} replace />;
  return <Outlet />;
}
