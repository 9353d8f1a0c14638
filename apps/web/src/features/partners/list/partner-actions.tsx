import { DeleteOutlined, DownOutlined, LockOutlined, MessageOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../hooks/use-dialog.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { DeletePartnerModal } from './delete-partner-modal.tsx';
import { MessagePartnerModal } from './message-partner-modal.tsx';
import type { PartnerRow } from './partner-row.ts';
import { PartnerStatusModal } from './partner-status-modal.tsx';

type Dialog = 'message' | 'status' | 'delete';

/** The row's actions menu: message the partner's administrator, block or unblock, delete (each by its own key). */
export function PartnerActions({ row }: { row: PartnerRow }) {
  const { t } = useTranslation('partners');
  const { dialog, open, close } = useDialog<Dialog>();
  const canMessage = useCan('SEND_MESSAGE_PARTNER_ADMIN');
  const canStatus = useCan('SET_PARTNER_STATUS');
  const canDelete = useCan('DELETE_PARTNER');
  const blocked = row.status === 'blocked';
  const items: MenuProps['items'] = [
    canMessage && { key: 'message', icon: <MessageOutlined />, label: t('actions.message') },
    canStatus && {
      key: 'status',
      icon: blocked ? <UnlockOutlined /> : <LockOutlined />,
      label: t(blocked ? 'actions.unblock' : 'actions.block'),
    },
    canDelete && { type: 'divider' as const },
    canDelete && { key: 'delete', icon: <DeleteOutlined />, label: t('actions.delete'), danger: true },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => open(key as Dialog) }}>
        <Button size="small" aria-label={t('actions.menuFor', { company: row.companyName })}>
          {t('actions.menu')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {dialog === 'message' && <MessagePartnerModal row={row} onClose={close} />}
      {dialog === 'status' && <PartnerStatusModal row={row} onClose={close} />}
      {dialog === 'delete' && <DeletePartnerModal row={row} onClose={close} />}
    </>
  );
}
