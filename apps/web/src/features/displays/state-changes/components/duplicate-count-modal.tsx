import { Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/number-input.tsx';
import { displayLimits } from '@plakat/shared';

type Props = {
  open: boolean;
  onlineId: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (count: number) => void;
};

/**
 * How many copies of a display to make: 1 to 5, default 1, 'Please select a valid number.' otherwise (spec 02 §5).
 * Used by the overview's Duplicate action and the wizard's finish page.
 */
export function DuplicateCountModal({ open, onlineId, pending, onClose, onConfirm }: Props) {
  const { t } = useTranslation('displays');
  const [count, setCount] = useState<number | null>(displayLimits.duplicateDefault);
  const [tried, setTried] = useState(false);
  const valid =
    count !== null &&
    Number.isInteger(count) &&
    count >= displayLimits.duplicateMin &&
    count <= displayLimits.duplicateMax;
  return (
    <Modal
      open={open}
      title={t('modals.duplicate.title')}
      okText={t('actions.duplicate')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => {
        setTried(true);
        if (valid) onConfirm(count);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text>{t('modals.duplicate.text', { id: onlineId })}</Typography.Text>
        <Form.Item
          label={t('modals.duplicate.count')}
          layout="vertical"
          validateStatus={tried && !valid ? 'error' : undefined}
          help={
            tried && !valid
              ? t('modals.duplicate.invalid')
              : t('modals.duplicate.hint', { min: displayLimits.duplicateMin, max: displayLimits.duplicateMax })
          }
          style={{ margin: 0 }}
        >
          <NumberInput
            aria-label={t('modals.duplicate.count')}
            value={count}
            onChange={(v) => setCount(v)}
            min={0}
            max={99}
            precision={0}
          />
        </Form.Item>
      </Flex>
    </Modal>
  );
}
