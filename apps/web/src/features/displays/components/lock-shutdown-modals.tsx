import { useTranslation } from 'react-i18next';
import { useChangeLockStatus } from '../api/change-lock-status.ts';
import { useShutdownDisplays } from '../api/shutdown-displays.ts';
import { ConfirmModal } from './confirm-modal.tsx';

/** The shutdown confirmation for one or several displays (irreversible). */
export function ShutdownModal({
  ids,
  open,
  onClose,
  onDone,
}: {
  ids: string[];
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation('displays');
  const mutation = useShutdownDisplays();
  return (
    <ConfirmModal
      open={open}
      danger
      title={t('modals.shutdown.title', { count: ids.length })}
      text={t('modals.shutdown.text', { count: ids.length })}
      warnings={[t('modals.shutdown.warning')]}
      okText={t('actions.shutdown')}
      loading={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(
          { displayIds: ids },
          {
            onSuccess: () => {
              onClose();
              onDone?.();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** Lock or unlock one or several displays, with confirmation. */
export function LockModal({
  ids,
  action,
  open,
  onClose,
  onDone,
}: {
  ids: string[];
  action: 'lock' | 'unlock';
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation('displays');
  const mutation = useChangeLockStatus();
  return (
    <ConfirmModal
      open={open}
      title={t(`modals.${action}.title`, { count: ids.length })}
      text={t(`modals.${action}.text`, { count: ids.length })}
      okText={t(`actions.${action}`)}
      loading={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(
          { displayIds: ids, action },
          {
            onSuccess: () => {
              onClose();
              onDone?.();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
