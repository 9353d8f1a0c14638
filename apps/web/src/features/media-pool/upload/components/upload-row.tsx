import { CloseOutlined, EditOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../components/link-button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { formatBytes, formatDuration, formatSpeed } from '../../lib/format.ts';
import type { UploadRow as Row } from '../hooks/use-uploads.ts';
import styles from './upload-list.module.css';

/** One picked file: its name and size, a progress bar with speed and time left, and what can be done with it. */
export const UploadRow = memo(function UploadRow({
  row,
  onCancel,
  onRetry,
  editLink = true,
}: {
  row: Row;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  /** The finished file's link to its edit form (not inside a dialog that picks it). */
  editLink?: boolean;
}) {
  const { t } = useTranslation('mediaPool');
  const language = useLanguage();
  const { file, state } = row;
  const percent = file.size > 0 ? Math.floor((row.sent / file.size) * 100) : 0;
  const name = file.name;

  let status: string;
  if (state === 'done') status = t('upload.done');
  else if (state === 'cancelled') status = t('upload.cancelled', { percent });
  else if (state === 'failed') status = row.error ?? t('upload.unreachable');
  else if (row.bytesPerSecond === null || row.secondsLeft === null) status = t('upload.starting');
  else
    status = t('upload.progress', {
      speed: formatSpeed(row.bytesPerSecond, language),
      left: formatDuration(row.secondsLeft, language),
    });

  return (
    <li className={styles.row} data-testid="upload-row" data-state={state}>
      <div className={styles.head}>
        <span className={styles.name}>{name}</span>
        <span className="plakat-secondary">{formatBytes(file.size, language)}</span>
      </div>
      {state === 'uploading' && (
        <Progress percent={percent} status="active" size="small" aria-label={t('upload.progressOf', { name })} />
      )}
      <div className={styles.foot}>
        <span
          role={state === 'failed' ? 'alert' : undefined}
          className={state === 'failed' ? styles.error : 'plakat-secondary'}
        >
          {status}
        </span>
        <span className={styles.actions}>
          {state === 'uploading' && (
            <Button
              size="small"
              icon={<CloseOutlined aria-hidden />}
              onClick={() => onCancel(row.key)}
              aria-label={t('upload.cancelFile', { name })}
            >
              {t('upload.cancel')}
            </Button>
          )}
          {(state === 'failed' || state === 'cancelled') && (
            <Button
              size="small"
              icon={<RedoOutlined aria-hidden />}
              onClick={() => onRetry(row.key)}
              aria-label={t('upload.retryFile', { name })}
            >
              {t('upload.retry')}
            </Button>
          )}
          {state === 'done' && row.result && editLink && (
            <LinkButton
              size="small"
              type="primary"
              icon={<EditOutlined aria-hidden />}
              to={paths.dashboard.mediaPool.edit(row.result.id)}
              aria-label={t('upload.editFile', { name })}
            >
              {t('upload.edit')}
            </LinkButton>
          )}
        </span>
      </div>
    </li>
  );
});
