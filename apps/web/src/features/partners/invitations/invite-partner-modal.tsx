import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PartnerInviteBody, partnerInvitationLimits } from '@plakat/shared';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { notify } from '../../../lib/notify.ts';
import { useInvitePartner } from '../api/invitations.ts';

/**
 * "Invite partner": the e-mail address of the other company's administrator and an optional message. A company on
 * this installation is told at once; any other address gets a mail that invites it to register first.
 */
export function InvitePartnerModal({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('partners');
  const [form] = Form.useForm<PartnerInviteBody>();
  const invite = useInvitePartner();
  const submit = useSubmitProblem(form);
  const send = (values: PartnerInviteBody) => {
    submit.clear();
    invite.mutate(
      { email: values.email.trim(), message: values.message?.trim() || undefined },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onSent();
          onClose();
        },
        onError: submit.onError,
      },
    );
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
      <p className="plakat-secondary">{t('invite.intro')}</p>
      {submit.problem && (
        <Alert
          type="error"
          showIcon
          title={submit.problem.text}
          style={{ marginBottom: 16 }}
          data-testid="invite-partner-problem"
        />
      )}
      <Form<PartnerInviteBody> form={form} layout="vertical" requiredMark="optional" onFinish={send}>
        <Form.Item
          name="email"
          label={t('invite.email')}
          rules={[
            { required: true, message: t('validation:required') },
            { type: 'email', message: t('validation:email') },
          ]}
        >
          <Input type="email" autoComplete="off" data-testid="invite-partner-email" />
        </Form.Item>
        <Form.Item name="message" label={t('invite.message')}>
          <Input.TextArea rows={4} maxLength={partnerInvitationLimits.messageMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
