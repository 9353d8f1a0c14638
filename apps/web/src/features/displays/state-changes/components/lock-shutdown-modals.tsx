import { useTranslation } from 'react-i18next';
import { useChangeLockStatus } from '../../api/change-lock-status.ts';
import { useShutdownDisplays } from '../../api/shutdown-displays.ts';
import type { BulkPlan } from '../lib/bulk-plan.ts';
import { ConfirmModal } from './confirm-modal.tsx';

type Props = {
  ids: string[];
  /** Selected rows the bulk action leaves out, with the reason (lib/bulk-plan.ts); the confirmation names them. */
  skipped?: BulkPlan['skipped'];
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
};

function useSkippedTexts(skipped: BulkPlan['skipped'] = []) {
  const { t } = useTranslation('displays');
  return skipped.map(({ reason, onlineIds }) =>
    t(`bulk.skipped.${reason}`, { count: onlineIds.length, ids: onlineIds.join(', ') }),
  );
}

/** The shutdown confirmation for one or several displays (irreversible). */
export function ShutdownModal({ ids, skipped, open, onClose, onDone }: Props) {
  const { t } = useTranslation('displays');
  const mutation = useShutdownDisplays();
  const skippedTexts = useSkippedTexts(skipped);
  return (
    <ConfirmModal
      open={open}
      danger
      title={t('modals.shutdown.title', { count: ids.length })}
      text={t('modals.shutdown.text', { count: ids.length })}
      infos={skippedTexts}
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
export function LockModal({ ids, skipped, action, open, onClose, onDone }: Props & { action: 'lock' | 'unlock' }) {
  const { t } = useTranslation('displays');
  const mutation = useChangeLockStatus();
  const skippedTexts = useSkippedTexts(skipped);
  return (
    <ConfirmModal
      open={open}
      title={t(`modals.${action}.title`, { count: ids.length })}
      text={t(`modals.${action}.text`, { count: ids.length })}
      infos={skippedTexts}
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
