import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import type { MediaListFile } from '../../api/search-files.ts';
import { formatName, kindOf } from '../../components/file-info.tsx';
import { MediaThumb } from '../../components/media-thumb.tsx';
import { formatBytes, formatDuration } from '../../lib/format.ts';
import styles from './media-cells.module.css';

export const TitleCell = memo(function TitleCell({ title, description }: { title: string; description: string }) {
  return (
    <div className={styles.title}>
      <strong>{title}</strong>
      {description && <span title={description}>{description}</span>}
    </div>
  );
});

export const FileCell = memo(function FileCell({ row }: { row: MediaListFile }) {
  const { t } = useTranslation('mediaPool');
  return (
    <div className={styles.file}>
      <MediaThumb file={row} />
      <span className={styles.secondary}>
        {t(`kind.${kindOf(row.type)}`)} · {formatName(row.type)}
      </span>
    </div>
  );
});

export const DataCell = memo(function DataCell({ row }: { row: MediaListFile }) {
  const { t } = useTranslation('mediaPool');
  const language = useLanguage();
  return (
    <div className={styles.stack}>
      {row.categoryTitle ? (
        <ColorChip title={row.categoryTitle} color={row.categoryColor} />
      ) : (
        <span className={styles.secondary}>{t('list.noCategory')}</span>
      )}
      <span>
        {t(`resolution.${row.resolution}`)}
        {row.width && row.height ? ` · ${row.width} × ${row.height}` : ''}
      </span>
      <span>{formatBytes(row.size, language)}</span>
      {row.duration !== null && <span>{formatDuration(row.duration, language)}</span>}
    </div>
  );
});

export const UploadCell = memo(function UploadCell({ row }: { row: MediaListFile }) {
  const { t } = useTranslation('mediaPool');
  const formatDate = useFormatDate();
  return (
    <div className={styles.stack}>
      <span>{t('list.uploadedOn', { date: formatDate(row.uploadedOn) })}</span>
      <span className={styles.secondary}>
        {row.firstUse ? t('list.firstUse', { date: formatDate(row.firstUse) }) : t('list.neverUsed')}
      </span>
      <span className={styles.secondary}>{t('list.lastChange', { date: formatDate(row.lastChange) })}</span>
    </div>
  );
});
