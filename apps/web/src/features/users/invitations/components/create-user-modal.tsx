import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CreateUserBody, createUserBody } from '@plakat/shared';
import { zodRule } from '../../../../lib/form-rules.ts';
import { currentLanguage } from '../../../../lib/i18n.ts';
import { useCreateUser } from '../api/invitations.ts';
import { useDialogSubmit } from '../hooks/use-dialog-submit.ts';
import { GrantFields } from './grant-fields.tsx';

const fields = createUserBody.shape;

/** "Create user" (CREATE_USER): the user gets a one-time password by mail and chooses an own one at the first login. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const [form] = Form.useForm<CreateUserBody>();
  const create = useCreateUser();
  const dialog = useDialogSubmit(form, onClose);
  const submit = (values: CreateUserBody) => {
    dialog.start();
    create.mutate({ ...values, lang: currentLanguage() }, dialog.callbacks);
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
      {dialog.problem && <Alert type="error" showIcon title={dialog.problem} style={{ marginBottom: 16 }} />}
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
