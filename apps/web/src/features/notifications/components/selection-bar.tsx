import { CheckOutlined, DeleteOutlined, EyeInvisibleOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeySetStore, useKeySet } from '../../../hooks/key-set-store.ts';
import { useNotificationChange } from '../../../lib/notifications/queries.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * 'N of M selected', mark the selection read or unread, delete it (after a confirmation) and mark all read. Every
 * change is the caller's own: colleagues keep their read state and their notifications.
 */
export function SelectionBar({ selected, total, unread }: { selected: KeySetStore; total: number; unread: number }) {
  const { t } = useTranslation('notificationCenter');
  const ids = useKeySet(selected);
  const [asking, setAsking] = useState(false);
  const change = useNotificationChange();
  const none = ids.size === 0;
  const run = async (action: 'read' | 'unread' | 'delete' | 'all') => {
    const list = [...ids];
    if (action === 'delete') await change.mutateAsync({ action, ids: list });
    else if (action === 'all') await change.mutateAsync({ action: 'read', body: { all: true } });
    else await change.mutateAsync({ action, body: { ids: list } });
    const done = { read: 'markedRead', unread: 'markedUnread', delete: 'deleted', all: 'allRead' } as const;
    notify.success(t(`actions.${done[action]}`));
    if (action !== 'all') selected.set([]);
  };
  const busy = change.isPending;
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t('list.selected', { selected: ids.size, total })}
      </strong>
      <Flex gap={8} wrap>
        <Button icon={<ReadOutlined aria-hidden />} disabled={none || busy} onClick={() => void run('read')}>
          {t('actions.markRead')}
        </Button>
        <Button icon={<EyeInvisibleOutlined aria-hidden />} disabled={none || busy} onClick={() => void run('unread')}>
          {t('actions.markUnread')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} disabled={none || busy} onClick={() => setAsking(true)}>
          {t('actions.delete')}
        </Button>
        <Button icon={<CheckOutlined aria-hidden />} disabled={unread === 0 || busy} onClick={() => void run('all')}>
          {t('actions.markAllRead')}
        </Button>
      </Flex>
      <Modal
        open={asking}
        title={t('actions.confirmDelete', { count: ids.size })}
        okText={t('actions.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('actions.cancel')}
        confirmLoading={busy}
        onOk={() => void run('delete').finally(() => setAsking(false))}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        {t('actions.confirmDeleteHint')}
      </Modal>
    </Flex>
  );
}
