import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { useDeletePartner, usePartnerEnding } from '../api/partners.ts';
import type { PartnerRow } from './partner-row.ts';

/** Ending a partnership: the confirmation lists what ends with it (the partnership, every share both ways, ad spots). */
export function DeletePartnerModal({ row, onClose }: { row: PartnerRow; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const ending = usePartnerEnding(row.id);
  const remove = useDeletePartner();
  const submit = () =>
    remove.mutate(row.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
      },
      onError: (error) => notify.error(errorMessage(error, 'update')),
    });
  const counts = ending.data?.ending;
  return (
    <Modal
      open
      title={t('delete.title', { company: row.companyName })}
      okText={t('delete.confirm')}
      okButtonProps={{ danger: true, disabled: !counts }}
      cancelText={t('common:actions.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={remove.isPending}
    >
      <p>{t('delete.text', { company: row.companyName })}</p>
      {ending.isPending && <Spin />}
      {ending.isError && <Alert type="error" showIcon title={t('delete.loadFailed')} />}
      {counts && (
        <ul data-testid="partner-ending">
          <li>{t('delete.partnership')}</li>
          <li>{t('delete.sharesByMe', { count: counts.sharesByMe })}</li>
          <li>{t('delete.sharesWithMe', { count: counts.sharesWithMe })}</li>
          <li>{t('delete.adSpots', { count: counts.adSpots })}</li>
        </ul>
      )}
      <Alert type="warning" showIcon title={t('delete.final')} />
    </Modal>
  );
}
