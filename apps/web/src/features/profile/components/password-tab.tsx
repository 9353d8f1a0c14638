import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PasswordChangeBody, passwordSchema } from '@plakat/shared';
import { applyServerErrors, matchFieldRule, zodRule } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/own-account.ts';

type Values = Required<PasswordChangeBody>;

/**
 * The password tab: the current password, a new one with the registration's rules and its repeat. A wrong current
 * password shows on its field; on success the other sessions of the user have ended.
 */
export function PasswordTab() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const required = { required: true, message: t('validation:required') };

  const submit = (values: Values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        form.resetFields();
      },
      onError: (error) => {
        if (applyServerErrors(form, error)) return;
        if (isApiRequestError(error) && error.status === 400)
          form.setFields([{ name: 'currentPassword', errors: [error.message] }]);
      },
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 480 }}>
      <Alert type="info" showIcon title={t('password.hint')} />
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="password-form">
        <Form.Item name="currentPassword" label={t('password.current')} rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} rules={[zodRule(passwordSchema, t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('password.repeat')}
          dependencies={['newPassword']}
          rules={[required, matchFieldRule('newPassword', t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} icon={<LockOutlined aria-hidden />}>
          {t('password.submit')}
        </Button>
      </Form>
    </Flex>
  );
}
