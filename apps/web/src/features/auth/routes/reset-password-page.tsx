import { CloseCircleFilled, LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { limits, resetPasswordBody } from '@plakat/shared';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { matchFieldRule, zodRule } from '../../../lib/form-rules.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { ResultHeading } from '../../../components/page-heading.tsx';

type ResetValues = { password: string; repeatPassword: string };
const fields = resetPasswordBody.shape;

/** /password/reset?token=…: choose a new password, then log in with it. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const submit = useSubmitProblem(form);

  if (!token) {
    return (
      <Result
        status="error"
        icon={<CloseCircleFilled aria-hidden />}
        title={<ResultHeading>{t('reset.invalidTitle')}</ResultHeading>}
        subTitle={t('reset.missingToken')}
        extra={
          <LinkButton type="primary" to={paths.passwordForgot}>
            {t('reset.requestNew')}
          </LinkButton>
        }
      />
    );
  }

  const onSubmit = (values: ResetValues) => {
    submit.clear();
    reset.mutate(
      { token, ...values, lang: currentLanguage() },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          void navigate(paths.login, { replace: true });
        },
        onError: submit.onError,
      },
    );
  };

  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <FormAlert
        problem={submit.problem}
        onClose={submit.clear}
        action={
          submit.problem ? (
            <LinkButton size="small" to={paths.passwordForgot}>
              {t('reset.requestNew')}
            </LinkButton>
          ) : undefined
        }
      />
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onSubmit}
        disabled={reset.isPending}
        size="large"
      >
        <Form.Item
          name="password"
          label={t('fields.newPassword')}
          rules={[zodRule(fields.password, t)]}
          extra={t('register.passwordHint', { min: limits.passwordMin })}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('fields.repeatNewPassword')}
          dependencies={['password']}
          rules={[zodRule(fields.repeatPassword, t), matchFieldRule('password', t)]}
          style={{ marginBottom: 28 }}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Form>
      <LinkButton to={paths.login} type="link" block style={{ marginTop: 16 }}>
        {t('common:actions.backToLogin')}
      </LinkButton>
    </>
  );
}
