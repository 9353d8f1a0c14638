import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreateUserBody, createUserBody } from '@plakat/shared';
import { applyServerErrors, zodRule } from '../../../../lib/form-rules.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import { errorMessage } from '../../../../lib/query-client.ts';
import { useCreateUser } from '../api/invitations.ts';
import { GrantFields } from './grant-fields.tsx';

const fields = createUserBody.shape;

/** "Create user" (CREATE_USER): the user gets a one-time password by mail and chooses an own one at the first login. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const [form] = Form.useForm<CreateUserBody>();
  const create = useCreateUser();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (values: CreateUserBody) => {
    setProblem(null);
    create.mutate(
      { ...values, lang: currentLanguage() },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setProblem(errorMessage(error, 'update'));
        },
      },
    );
  };
  return (
    <Modal
      open
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('create.hint')} style={{ marginBottom: 16 }} />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form<CreateUserBody> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="email" label={t('fields.email')} rules={[zodRule(fields.email, t)]} validateTrigger="onBlur">
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstName" label={t('fields.firstName')} rules={[zodRule(fields.firstName, t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="lastName" label={t('fields.lastName')} rules={[zodRule(fields.lastName, t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <GrantFields />
      </Form>
    </Modal>
  );
}
