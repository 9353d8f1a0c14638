import { CheckCircleFilled, LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { limits, registerBody } from '@plakat/shared';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { matchFieldRule, zodRule } from '../../../lib/form-rules.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { invitationSearch, readInvitation } from '../../../lib/invitation.ts';
import { rememberInvitation } from '../../../lib/invitation-memory.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegister } from '../api/register.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { InvitationRegister } from '../components/invitation-register.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { ResultHeading } from '../../../components/page-heading.tsx';

type RegisterValues = { email: string; password: string; repeatPassword: string; acceptTerms: boolean };
const fields = registerBody.shape;

function RegisteredResult({ email, message }: { email: string; message: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <Result
      status="success"
      icon={<CheckCircleFilled aria-hidden />}
      title={<ResultHeading>{t('register.successTitle')}</ResultHeading>}
      subTitle={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>{message}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('register.successHint', { email, hours: limits.emailTokenHours })}
          </Typography.Text>
        </>
      }
      style={{ padding: '8px 0' }}
      extra={[
        <LinkButton key="login" type="primary" to={paths.login}>
          {t('common:actions.backToLogin')}
        </LinkButton>,
        <Button
          key="resend"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate({ email, lang: currentLanguage() }, { onSuccess: (answer) => notify.success(answer.message) })
          }
        >
          {t('register.resend')}
        </Button>,
      ]}
    />
  );
}

/** /register: a company owner's account, or with `?invitation=<token>` an invited user's (invitation-register.tsx). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation')?.trim();
  if (invitationToken) return <InvitationRegister token={invitationToken} />;
  return <OwnerRegister params={params} />;
}

function OwnerRegister({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterValues>();
  const register = useRegister();
  const submit = useSubmitProblem(form);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  if (done) return <RegisteredResult {...done} />;

  const onSubmit = (values: RegisterValues) => {
    submit.clear();
    register.mutate(
      { ...values, acceptTerms: true, lang: currentLanguage() },
      {
        onSuccess: (answer) => {
          // The verification mail's link opens without the invitation: the browser keeps it for the first login.
          const invitation = readInvitation(params);
          if (invitation) rememberInvitation(invitation);
          setDone({ email: values.email.trim(), message: answer.message });
        },
        onError: submit.onError,
      },
    );
  };

  return (
    <>
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <FormAlert problem={submit.problem} onClose={submit.clear} />
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onSubmit}
        disabled={register.isPending}
        size="large"
      >
        <Form.Item name="email" label={t('fields.email')} rules={[zodRule(fields.email, t)]} validateTrigger="onBlur">
          <Input
            prefix={<MailOutlined aria-hidden />}
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[zodRule(fields.password, t)]}
          extra={t('register.passwordHint', { min: limits.passwordMin })}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('fields.repeatPassword')}
          dependencies={['password']}
          rules={[zodRule(fields.repeatPassword, t), matchFieldRule('password', t)]}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="acceptTerms"
          valuePropName="checked"
          rules={[zodRule(fields.acceptTerms, t)]}
          style={{ marginBottom: 32 }}
        >
          <Checkbox>{t('register.acceptTerms')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={register.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Form>
      <Divider plain style={{ margin: '24px 0 16px' }}>
        <Typography.Text type="secondary">{t('register.haveAccount')}</Typography.Text>
      </Divider>
      <LinkButton to={`${paths.login}${invitationSearch(readInvitation(params))}`} block size="large">
        {t('register.login')}
      </LinkButton>
    </>
  );
}
