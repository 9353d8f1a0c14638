import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The draft was saved elsewhere (another tab or user) since this tab loaded it: nothing was overwritten. Reload takes
 * the saved draft (this tab's changes are dropped), "save as a copy" keeps them in a new design.
 */
export function ConflictModal({
  open,
  message,
  onReload,
  onSaveCopy,
}: {
  open: boolean;
  message: string;
  onReload: () => Promise<void>;
  onSaveCopy: () => Promise<void>;
}) {
  const { t } = useTranslation('designEditor');
  const [busy, setBusy] = useState<'reload' | 'copy' | null>(null);
  const run = (which: 'reload' | 'copy', action: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      open={open}
      title={t('conflict.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="copy" loading={busy === 'copy'} disabled={busy !== null} onClick={run('copy', onSaveCopy)}>
          {t('conflict.saveCopy')}
        </Button>,
        <Button
          key="reload"
          type="primary"
          loading={busy === 'reload'}
          disabled={busy !== null}
          onClick={run('reload', onReload)}
        >
          {t('conflict.reload')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('conflict.explain')}</Typography.Paragraph>
    </Modal>
  );
}
