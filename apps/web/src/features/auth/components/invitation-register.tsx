import { CloseCircleFilled, LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acceptInvitationBody, limits } from '@plakat/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ResultHeading } from '../../../components/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { setLoginData } from '../../../lib/auth-storage.ts';
import { matchFieldRule, zodRule } from '../../../lib/form-rules.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { useAcceptInvitation, useInvitationInfo } from '../api/invitation.ts';
import { AuthHeading } from './auth-heading.tsx';
import { FormAlert } from './form-alert.tsx';

type Values = { password: string; repeatPassword: string };
const fields = acceptInvitationBody.shape;

function InvitationProblem({ text }: { text: string }) {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="error"
      icon={<CloseCircleFilled aria-hidden />}
      title={<ResultHeading>{t('invitation.problemTitle')}</ResultHeading>}
      subTitle={text}
      data-testid="invitation-problem"
      extra={
        <LinkButton type="primary" to={paths.login}>
          {t('common:actions.backToLogin')}
        </LinkButton>
      }
    />
  );
}

/**
 * /register?invitation=<token>: who invited whom to which company, the address fixed, and a password. Accepting logs
 * the new member in and continues at /userRegistration.
 */
export function InvitationRegister({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const info = useInvitationInfo(token);
  const accept = useAcceptInvitation();
  const submit = useSubmitProblem(form);

  if (info.isPending) return <FullPageSpinner minHeight={240} />;
  if (info.isError) return <InvitationProblem text={errorMessage(info.error, 'update')} />;
  if (info.data.status === 'expired') return <InvitationProblem text={t('invitation.expired')} />;
  if (info.data.status === 'used') return <InvitationProblem text={t('invitation.used')} />;

  const onSubmit = (values: Values) => {
    submit.clear();
    accept.mutate(
      { token, ...values, lang: currentLanguage() },
      {
        onSuccess: (answer) => {
          setLoginData({ userId: answer.userId, userToken: answer.accessToken, refreshToken: answer.refreshToken });
          void navigate(paths.userRegistration, { replace: true });
        },
        onError: submit.onError,
      },
    );
  };

  return (
    <>
      <AuthHeading title={t('invitation.title')} subtitle={t('invitation.subtitle')} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        data-testid="invitation-info"
        title={
          info.data.inviterName
            ? t('invitation.invitedBy', { inviter: info.data.inviterName, company: info.data.companyName })
            : t('invitation.invitedTo', { company: info.data.companyName })
        }
      />
      <FormAlert problem={submit.problem} onClose={submit.clear} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onSubmit}
        disabled={accept.isPending}
        size="large"
      >
        <Form.Item label={t('fields.email')} htmlFor="invitation-email">
          <Input id="invitation-email" prefix={<MailOutlined aria-hidden />} value={info.data.email} readOnly />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[zodRule(fields.password, t)]}
          extra={t('register.passwordHint', { min: limits.passwordMin })}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('fields.repeatPassword')}
          dependencies={['password']}
          rules={[zodRule(fields.repeatPassword, t), matchFieldRule('password', t)]}
          style={{ marginBottom: 32 }}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={accept.isPending} data-testid="invitation-submit">
          {t('invitation.submit')}
        </Button>
      </Form>
    </>
  );
}
