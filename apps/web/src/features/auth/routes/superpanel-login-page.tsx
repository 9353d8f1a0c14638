import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginBody } from '@plakat/shared';
import { brandColors } from '../../../app/theme.ts';
import { paths } from '../../../config/paths.ts';
import { setSuperpanelLogin } from '../../../lib/auth-storage.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { useSuperpanelLoginMutation } from '../api/superpanel-login.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { type CredentialsErrors, CredentialsForm, credentialsErrors } from '../components/credentials-form.tsx';
import { FormAlert, type FormProblem } from '../components/form-alert.tsx';

/** /superpanelLogin: the operators' own login, kept apart from company logins. */
export function SuperpanelLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useSuperpanelLoginMutation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [fieldErrors, setFieldErrors] = useState<CredentialsErrors | null>(null);

  const onSubmit = (values: LoginBody) => {
    setProblem(null);
    login.mutate(values, {
      onSuccess: (answer) => {
        setSuperpanelLogin({ userId: answer.userId, userToken: answer.accessToken, refreshToken: answer.refreshToken });
        void navigate(paths.superpanel, { replace: true });
      },
      onError: (error) => {
        const onFields = credentialsErrors(error);
        if (onFields) setFieldErrors(onFields);
        else setProblem({ type: 'error', text: errorMessage(error, 'update') });
      },
    });
  };

  return (
    <>
      <AuthHeading
        icon={<SafetyCertificateOutlined style={{ fontSize: 28, color: brandColors.primary }} aria-hidden />}
        title={t('superpanel.title')}
        subtitle={t('superpanel.subtitle')}
      />
      <FormAlert problem={problem} onClose={() => setProblem(null)} />
      <CredentialsForm
        onSubmit={onSubmit}
        serverErrors={fieldErrors}
        loading={login.isPending}
        submitLabel={t('superpanel.submit')}
      />
    </>
  );
}
