import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { designLimits } from '@plakat/shared';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { notify } from '../../../lib/notify.ts';
import { type DesignListItem, useRenameDesign } from '../api/designs.ts';

type Values = { name: string };

/** Renaming a design or template: its name in the list, on the canvas and on the media pool file it publishes. */
export function RenameDesignModal({ design, onClose }: { design: DesignListItem; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const [form] = Form.useForm<Values>();
  const rename = useRenameDesign();
  const submit = useSubmitProblem(form);
  const send = ({ name }: Values) => {
    submit.clear();
    rename.mutate(
      { id: design.id, name: name.trim() },
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
      title={t('rename.title')}
      okText={t('rename.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={rename.isPending}
      destroyOnHidden
    >
      {submit.problem && <Alert type="error" showIcon title={submit.problem.text} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ name: design.name }} onFinish={send}>
        <Form.Item
          name="name"
          label={t('rename.name')}
          rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
        >
          <Input autoFocus maxLength={designLimits.maxNameLength} autoComplete="off" data-testid="rename-design-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
