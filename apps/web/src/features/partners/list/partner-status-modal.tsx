import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { errorMessage } from '../../../lib/query-client.ts';
import { useSetPartnerStatus } from '../api/partners.ts';
import type { PartnerRow } from './partner-row.ts';

/**
 * Block or unblock a partner. Blocking says what happens: the partner no longer sees or books our shared displays,
 * its ad spots on them are removed, our restricted shares with it are kept for when we unblock.
 */
export function PartnerStatusModal({ row, onClose }: { row: PartnerRow; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const change = useSetPartnerStatus();
  const block = row.status !== 'blocked';
  const kind = block ? 'block' : 'unblock';
  const submit = () =>
    change.mutate(
      { partnerId: row.id, status: block ? 'blocked' : 'unblocked' },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, 'update')),
      },
    );
  return (
    <Modal
      open
      title={t(`${kind}.title`, { company: row.companyName })}
      okText={t(`${kind}.confirm`)}
      okButtonProps={{ danger: block }}
      cancelText={t('common:actions.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={change.isPending}
    >
      <p>{t(`${kind}.text`, { company: row.companyName })}</p>
    </Modal>
  );
}
