import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLoginData } from '../../../lib/auth-storage.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { TokenLinkResult } from '../components/token-link-result.tsx';

/**
 * /email/change?token=…: the link mailed to a new address. Opened in any browser, logged in or not: the change
 * happens once on arrival; the way on is the profile for a logged-in user, else the login.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation('auth');
  const loggedIn = Boolean(useLoginData());
  const next = (
    <LinkButton key="next" type="primary" to={loggedIn ? paths.dashboard.userProfile : paths.login}>
      {t(loggedIn ? 'changeEmail.toProfile' : 'changeEmail.toLogin')}
    </LinkButton>
  );
  return <TokenLinkResult texts="changeEmail" useConfirm={useConfirmEmailChange} next={next} testId="change-email" />;
}
