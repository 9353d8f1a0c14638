import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { type DesignListItem, useDeleteDesign } from '../api/designs.ts';

/** Deleting a design or template: what goes (its revisions) and what stays (the file it published into the pool). */
export function DeleteDesignModal({ design, onClose }: { design: DesignListItem; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const remove = useDeleteDesign();
  const submit = () =>
    remove.mutate(design.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error, 'update')),
    });
  return (
    <Modal
      open
      title={t('delete.title', { name: design.name })}
      okText={t('delete.confirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={remove.isPending}
    >
      <p>{design.isTemplate ? t('delete.textTemplate') : t('delete.text')}</p>
      {design.published && <Alert type="info" showIcon title={t('delete.published')} />}
    </Modal>
  );
}
