import { Alert, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A confirmation dialog with optional info and warning texts; OK runs `onConfirm` (a mutation). */
export function ConfirmModal({
  open,
  title,
  text,
  warnings = [],
  infos = [],
  danger,
  okText,
  loading,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text?: ReactNode;
  warnings?: string[];
  infos?: string[];
  danger?: boolean;
  okText?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('displays');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger, loading }}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {text && <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>}
        {infos.map((info) => (
          <Alert key={info} type="info" showIcon title={info} />
        ))}
        {warnings.map((warning) => (
          <Alert key={warning} type={danger ? 'error' : 'warning'} showIcon title={warning} />
        ))}
      </Flex>
    </Modal>
  );
}
