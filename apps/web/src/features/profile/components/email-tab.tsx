import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmailChangeBody, emailSchema, emailsDiffer } from '@plakat/shared';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { applyServerErrors, matchFieldRule, zodRule } from '../../../lib/form-rules.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useRequestEmailChange } from '../api/own-account.ts';

type Values = Required<EmailChangeBody>;
const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The e-mail tab: the new address twice (spec 01 §5: 'Email addresses aren't the same') and the current password.
 * The server mails a link to the new address; the address changes when it is opened (/email/change).
 */
export function EmailTab() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<Values>();
  const request = useRequestEmailChange();
  const current = useProfile().data?.email ?? '';
  const [sent, setSent] = useState<string | null>(null);
  const required = { required: true, message: t('validation:required') };

  const submit = (values: Values) =>
    request.mutate(values, {
      onSuccess: (answer) => {
        setSent(answer.message);
        form.resetFields();
      },
      onError: (error) => {
        if (applyServerErrors(form, error)) return;
        if (!isApiRequestError(error)) return;
        const field = error.status === 409 ? 'newEmail' : 'password';
        form.setFields([{ name: field, errors: [error.message] }]);
      },
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 480 }}>
      <Alert
        type="info"
        showIcon
        title={<span style={wrap}>{t('email.current', { email: current })}</span>}
        description={t('email.hint')}
      />
      {sent ? (
        <Alert type="success" showIcon title={<span style={wrap}>{sent}</span>} data-testid="email-sent" />
      ) : null}
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="email-form">
        <Form.Item name="newEmail" label={t('email.new')} rules={[zodRule(emailSchema, t)]}>
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item
          name="repeatEmail"
          label={t('email.repeat')}
          dependencies={['newEmail']}
          rules={[required, matchFieldRule('newEmail', t, emailsDiffer.replace('.', ':'))]}
        >
          <Input type="email" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="password" label={t('email.password')} rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending} icon={<MailOutlined aria-hidden />}>
          {t('email.submit')}
        </Button>
      </Form>
    </Flex>
  );
}
