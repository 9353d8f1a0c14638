import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { TokenLinkResult } from '../components/token-link-result.tsx';

/** /email/verification?token=…: confirms the address once on arrival and shows the outcome. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const toLogin = (
    <LinkButton key="login" type="primary" to={paths.login}>
      {t('verify.toLogin')}
    </LinkButton>
  );
  return <TokenLinkResult texts="verify" useConfirm={useVerifyEmail} next={toLogin} testId="verify" />;
}
