import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@plakat/shared';
import { zodRule } from '../../../lib/form-rules.ts';

/**
 * The shared login schema, with zod, loads after the login page has shown (the first page most visitors see must
 * not wait for it); the import() is cached, so each check after the first finds it at once.
 */
const loginFields = () => import('@plakat/shared/schemas/auth').then((m) => m.loginBody.shape);
const emailSchema = () => loginFields().then((shape) => shape.email);
const passwordSchema = () => loginFields().then((shape) => shape.password);

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
  useEffect(() => void loginFields(), []);
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
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(emailSchema, t)]} validateTrigger="onBlur">
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
        rules={[zodRule(passwordSchema, t)]}
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
