import { CheckCircleOutlined, PauseCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@plakat/shared';
import { type KeySetStore, useKeySet } from '../../../../hooks/key-set-store.ts';
import { notify } from '../../../../lib/notify.ts';
import { useSetUserStatus } from '../../api/users.ts';

const icons = {
  active: <CheckCircleOutlined aria-hidden />,
  paused: <PauseCircleOutlined aria-hidden />,
  notActive: <StopOutlined aria-hidden />,
};

/**
 * 'N of M users selected' and the bulk status buttons (EDIT_USER_STATUS): each asks for a confirmation first; a
 * paused or deactivated user's sessions end at once.
 */
export function StatusBar({ selected, total, canEdit }: { selected: KeySetStore; total: number; canEdit: boolean }) {
  const { t } = useTranslation('users');
  const ids = useKeySet(selected);
  const [asked, setAsked] = useState<UserStatus | null>(null);
  const setStatus = useSetUserStatus();
  const confirm = async () => {
    if (!asked) return;
    const answer = await setStatus.mutateAsync({ ids: [...ids], status: asked });
    notify.success(answer.message);
    selected.set([]);
    setAsked(null);
  };
  return (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
      <strong aria-live="polite" style={{ fontWeight: 600 }}>
        {t('list.selected', { selected: ids.size, total })}
      </strong>
      {canEdit && (
        <Flex gap={8} wrap>
          {(['active', 'paused', 'notActive'] as const).map((status) => (
            <Button key={status} icon={icons[status]} disabled={ids.size === 0} onClick={() => setAsked(status)}>
              {t(`bulk.${status}`)}
            </Button>
          ))}
        </Flex>
      )}
      <Modal
        open={asked !== null}
        title={asked && t(`bulk.confirmTitle.${asked}`, { count: ids.size })}
        okText={t('bulk.confirm')}
        cancelText={t('search.cancel')}
        confirmLoading={setStatus.isPending}
        onOk={() => void confirm().catch(() => setAsked(null))}
        onCancel={() => setAsked(null)}
        destroyOnHidden
      >
        {asked && asked !== 'active' && t('bulk.endsSessions')}
      </Modal>
    </Flex>
  );
}
