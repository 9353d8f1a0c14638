import { Button, Flex, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserStatus, userStatuses } from '@plakat/shared';
import { notify } from '../../../../lib/notify.ts';
import { type UserDetails, useSetUserStatus } from '../../api/users.ts';

/** The user's status (EDIT_USER_STATUS): active, paused or not active; pausing or deactivating asks first. */
export function StatusForm({ user, canChange }: { user: UserDetails; canChange: boolean }) {
  const { t } = useTranslation('users');
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [asking, setAsking] = useState(false);
  const change = useSetUserStatus();
  const apply = async () => {
    const answer = await change.mutateAsync({ ids: [user.id], status });
    notify.success(answer.message);
    setAsking(false);
  };
  return (
    <section aria-labelledby="user-status">
      <h2 id="user-status" style={{ fontSize: 16 }}>
        {t('edit.status')}
      </h2>
      <Flex gap={12} wrap align="center">
        <Radio.Group
          value={status}
          disabled={!canChange}
          onChange={(event) => setStatus(event.target.value)}
          options={userStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          aria-label={t('edit.status')}
        />
        {canChange && (
          <Button disabled={status === user.status} onClick={() => setAsking(true)}>
            {t('edit.changeStatus')}
          </Button>
        )}
      </Flex>
      <Modal
        open={asking}
        title={t(`bulk.confirmTitle.${status}`, { count: 1 })}
        okText={t('bulk.confirm')}
        cancelText={t('search.cancel')}
        confirmLoading={change.isPending}
        onOk={() => void apply().catch(() => setAsking(false))}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        {status !== 'active' && t('bulk.endsSessions')}
      </Modal>
    </section>
  );
}
