import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailBody } from '@plakat/shared';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { ResultHeading } from '../../../components/page-heading.tsx';

type ForgotValues = { email: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<ForgotValues>();
  const forgot = useForgotPassword();
  const submit = useSubmitProblem(form);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  if (sentMessage) {
    return (
      <Result
        status="success"
        icon={<CheckCircleFilled aria-hidden />}
        title={<ResultHeading>{t('forgot.doneTitle')}</ResultHeading>}
        subTitle={sentMessage}
        style={{ padding: '8px 0' }}
        extra={
          <LinkButton type="primary" to={paths.login}>
            {t('common:actions.backToLogin')}
          </LinkButton>
        }
      />
    );
  }

  const onSubmit = (values: ForgotValues) => {
    submit.clear();
    forgot.mutate(
      { email: values.email, lang: currentLanguage() },
      {
        onSuccess: (answer) => setSentMessage(answer.message),
        onError: submit.onError,
      },
    );
  };

  return (
    <>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <FormAlert problem={submit.problem} onClose={submit.clear} />
      <Form<ForgotValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onSubmit}
        disabled={forgot.isPending}
        size="large"
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[zodRule(emailBody.shape.email, t)]}
          style={{ marginBottom: 28 }}
        >
          <Input
            prefix={<MailOutlined aria-hidden />}
            type="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending} data-testid="forgot-submit">
          {t('forgot.submit')}
        </Button>
      </Form>
      <LinkButton to={paths.login} type="link" block style={{ marginTop: 16 }}>
        {t('common:actions.backToLogin')}
      </LinkButton>
    </>
  );
}
