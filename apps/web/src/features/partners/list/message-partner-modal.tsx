import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { partnerMessageLimits } from '@plakat/shared';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { notify } from '../../../lib/notify.ts';
import { useMessagePartner } from '../api/partners.ts';
import type { PartnerRow } from './partner-row.ts';

type Values = { message: string };

/** A message to the partner's administrator: it arrives in their notification center and by mail, as plain text. */
export function MessagePartnerModal({ row, onClose }: { row: PartnerRow; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const [form] = Form.useForm<Values>();
  const send = useMessagePartner();
  const submit = useSubmitProblem(form);
  const finish = ({ message }: Values) => {
    submit.clear();
    send.mutate(
      { partnerId: row.id, body: { message: message.trim() } },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: submit.onError,
      },
    );
  };
  return (
    <Modal
      open
      title={t('message.title', { company: row.companyName })}
      okText={t('message.send')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={send.isPending}
      destroyOnHidden
    >
      <p className="plakat-secondary">{t('message.intro')}</p>
      {submit.problem && <Alert type="error" showIcon title={submit.problem.text} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={finish}>
        <Form.Item
          name="message"
          label={t('message.label')}
          rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
        >
          <Input.TextArea
            rows={5}
            maxLength={partnerMessageLimits.messageMax}
            showCount
            data-testid="partner-message"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
