import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResultHeading } from '../../../components/page-heading.tsx';

/** /email/verification?token=…: confirms the address once on arrival and shows the outcome. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verification = useVerifyEmail(token);
  const toLogin = (
    <LinkButton key="login" type="primary" to={paths.login}>
      {t('verify.toLogin')}
    </LinkButton>
  );

  if (!token) {
    return (
      <Result
        status="error"
        icon={<CloseCircleFilled aria-hidden />}
        title={<ResultHeading>{t('verify.failedTitle')}</ResultHeading>}
        subTitle={t('verify.missingToken')}
        extra={toLogin}
      />
    );
  }
  if (verification.isPending) return <FullPageSpinner minHeight={240} />;
  if (verification.isError) {
    return (
      <Result
        status="error"
        icon={<CloseCircleFilled aria-hidden />}
        title={<ResultHeading>{t('verify.failedTitle')}</ResultHeading>}
        subTitle={errorMessage(verification.error, 'update')}
        extra={toLogin}
        data-testid="verify-failed"
      />
    );
  }
  return (
    <Result
      status="success"
      icon={<CheckCircleFilled aria-hidden />}
      title={<ResultHeading>{t('verify.successTitle')}</ResultHeading>}
      subTitle={verification.data.message}
      extra={toLogin}
      data-testid="verify-success"
    />
  );
}
