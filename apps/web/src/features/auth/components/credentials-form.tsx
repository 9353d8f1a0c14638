import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginBody, loginBody } from '@plakat/shared';
import { zodRule } from '../../../lib/form-rules.ts';

/** E-mail and password with the shared login schema; used by the company and the superpanel login. */
export function CredentialsForm({
  form,
  onSubmit,
  loading,
  submitLabel,
  passwordExtra,
}: {
  form: FormInstance<LoginBody>;
  onSubmit: (values: LoginBody) => void;
  loading: boolean;
  submitLabel: string;
  passwordExtra?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Form<LoginBody>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={onSubmit}
      disabled={loading}
      size="large"
    >
      <Form.Item
        name="email"
        label={t('fields.email')}
        rules={[zodRule(loginBody.shape.email, t)]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<MailOutlined aria-hidden />}
          type="email"
          autoComplete="username"
          placeholder={t('fields.emailPlaceholder')}
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[zodRule(loginBody.shape.password, t)]}
        extra={passwordExtra}
        style={{ marginBottom: 28 }}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
