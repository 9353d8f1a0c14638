import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type LoginBody, loginErrorCodes } from '@plakat/shared';
import { LinkButton } from '../../../components/link-button.tsx';
import { nextParam, paths, safeNextPath } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { setLoginData } from '../../../lib/auth-storage.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { invitationSearch, readInvitation } from '../../../lib/invitation.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { useLogin } from '../api/login.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { type CredentialsErrors, CredentialsForm, credentialsErrors } from '../components/credentials-form.tsx';
import { FormAlert, type FormProblem } from '../components/form-alert.tsx';
import { TextDivider } from '../components/text-divider.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const resend = useResendVerification();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CredentialsErrors | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // An invitation link survives the login (and the link to the registration); a deep link that led here (`next`, a
  // page under /dashboard only) is where the login returns.
  const keep = invitationSearch(readInvitation(params));
  const next = keep ? null : safeNextPath(params.get(nextParam));

  const onSubmit = (values: LoginBody) => {
    setProblem(null);
    setUnverifiedEmail(null);
    login.mutate(values, {
      onSuccess: (answer) => {
        setLoginData({ userId: answer.userId, userToken: answer.accessToken, refreshToken: answer.refreshToken });
        void navigate(next ?? `${paths.dashboard.root}${keep}`, { replace: true });
      },
      onError: (error) => {
        const onFields = credentialsErrors(error);
        if (onFields) return setFieldErrors(onFields);
        if (
          error instanceof ApiRequestError &&
          error.status === 403 &&
          error.data?.code === loginErrorCodes.emailNotVerified
        ) {
          setUnverifiedEmail(values.email);
          setProblem({ type: 'warning', text: errorMessage(error, 'update') });
          return;
        }
        setProblem({ type: 'error', text: errorMessage(error, 'update') });
      },
    });
  };

  const onResend = () => {
    if (!unverifiedEmail) return;
    resend.mutate(
      { email: unverifiedEmail, lang: currentLanguage() },
      {
        onSuccess: (answer) => {
          setUnverifiedEmail(null);
          setProblem({ type: 'success', text: answer.message });
        },
      },
    );
  };

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <FormAlert
        problem={problem}
        onClose={() => setProblem(null)}
        action={
          unverifiedEmail ? (
            <Button size="small" onClick={onResend} loading={resend.isPending} data-testid="resend-verification">
              {t('login.resend')}
            </Button>
          ) : undefined
        }
      />
      <CredentialsForm
        onSubmit={onSubmit}
        serverErrors={fieldErrors}
        loading={login.isPending}
        submitLabel={t('login.submit')}
        passwordExtra={
          <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 6 }}>
            <Link to={paths.passwordForgot}>{t('login.forgot')}</Link>
          </div>
        }
      />
      <TextDivider>{t('login.noAccount')}</TextDivider>
      <LinkButton to={`${paths.register}${keep}`} block size="large">
        {t('login.register')}
      </LinkButton>
    </>
  );
}
