import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type InviteBody, invitationLimits } from '@plakat/shared';
import { useInvite } from '../api/invitations.ts';
import { useDialogSubmit } from '../hooks/use-dialog-submit.ts';
import { GrantFields } from './grant-fields.tsx';

/** "Invite users": several addresses as tags, one role, affiliation, department and a message for the mail. */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('invitations');
  const [form] = Form.useForm<InviteBody>();
  const invite = useInvite();
  const dialog = useDialogSubmit(form, onClose);
  const submit = (values: InviteBody) => {
    dialog.start();
    invite.mutate({ ...values, message: values.message?.trim() || undefined }, dialog.callbacks);
  };
  return (
    <Modal
      open
      title={t('invite.title')}
      okText={t('invite.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={invite.isPending}
      destroyOnHidden
    >
      {dialog.problem && (
        <Alert type="error" showIcon title={dialog.problem} style={{ marginBottom: 16 }} data-testid="invite-problem" />
      )}
      <Form<InviteBody> form={form} layout="vertical" requiredMark="optional" onFinish={submit}>
        <Form.Item
          name="emails"
          label={t('fields.emails')}
          extra={t('invite.emailsHint', { max: invitationLimits.emailsMax })}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ';', ' ']}
            maxCount={invitationLimits.emailsMax}
            placeholder={t('invite.emailsPlaceholder')}
            data-testid="invite-emails"
          />
        </Form.Item>
        <GrantFields />
        <Form.Item name="message" label={t('fields.message')}>
          <Input.TextArea rows={3} maxLength={invitationLimits.messageMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
