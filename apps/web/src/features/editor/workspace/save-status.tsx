import { CheckOutlined, CloudSyncOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { SaveState } from './use-autosave.ts';

/** Where the draft stands: saved (when), changes waiting, saving, or why it was not saved. */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('designEditor');
  const format = useFormatDate();
  const content = {
    saved: () => [
      <CheckOutlined key="i" aria-hidden />,
      t('save.saved', { time: state.kind === 'saved' ? format(state.at, { withTime: true }) : '' }),
    ],
    pending: () => [<CloudSyncOutlined key="i" aria-hidden />, t('save.pending')],
    saving: () => [<LoadingOutlined key="i" aria-hidden />, t('save.saving')],
    conflict: () => [<ExclamationCircleOutlined key="i" aria-hidden />, t('save.conflict')],
    failed: () => [<ExclamationCircleOutlined key="i" aria-hidden />, t('save.failed')],
  }[state.kind]();
  const problem = state.kind === 'conflict' || state.kind === 'failed';
  return (
    <Typography.Text
      type={problem ? 'danger' : 'secondary'}
      style={{ fontSize: 12 }}
      role="status"
      data-testid="save-status"
      data-state={state.kind}
    >
      {content[0]} {content[1]}
    </Typography.Text>
  );
}
