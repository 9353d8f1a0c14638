import { LockOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type InitialPasswordBody, initialPasswordBody, limits } from '@plakat/shared';
import { applyServerErrors, matchFieldRule, zodRule } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetInitialPassword } from '../api/initial-password.ts';
import { FormSection } from '../components/form-section.tsx';
import { RegistrationShell } from '../components/registration-shell.tsx';
import { SubmitBar } from '../components/submit-bar.tsx';

const fields = initialPasswordBody.shape;

/**
 * /password/new: a user created with a one-time password (CREATE_USER) chooses an own one before anything else; the
 * guards then lead on to /userRegistration.
 */
export function InitialPasswordPage() {
  const { t } = useTranslation('registration');
  const [form] = Form.useForm<InitialPasswordBody>();
  const save = useSetInitialPassword();
  const submit = (values: InitialPasswordBody) =>
    save.mutate(values, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => applyServerErrors(form, error),
    });
  return (
    <RegistrationShell
      title={t('initialPassword.title')}
      intro={t('initialPassword.intro')}
      detailsStep={t('steps.person')}
    >
      <Form<InitialPasswordBody> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Flex vertical gap={24}>
          <FormSection
            icon={<LockOutlined aria-hidden />}
            title={t('initialPassword.section')}
            description={t('initialPassword.hint', { min: limits.passwordMin })}
          >
            <Form.Item name="password" label={t('initialPassword.password')} rules={[zodRule(fields.password, t)]}>
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              name="repeatPassword"
              label={t('initialPassword.repeatPassword')}
              dependencies={['password']}
              rules={[zodRule(fields.repeatPassword, t), matchFieldRule('password', t)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </FormSection>
          <SubmitBar
            loading={save.isPending}
            hint={t('initialPassword.nextLogin')}
            label={t('initialPassword.submit')}
          />
        </Flex>
      </Form>
    </RegistrationShell>
  );
}
