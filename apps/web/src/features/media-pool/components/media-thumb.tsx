import { FileImageOutlined, LoadingOutlined, PlayCircleFilled, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MediaFileItem } from '@plakat/shared';
import styles from './media-thumb.module.css';

type Thumbable = Pick<MediaFileItem, 'type' | 'thumbUrl' | 'title' | 'processing'>;

/**
 * A file's thumbnail (lazy, fixed box, no layout shift). While the file is processed, or when processing failed, a
 * calm placeholder with the state stands in: never a broken picture. Videos carry a play mark.
 */
export function MediaThumb({ file, size = 'small' }: { file: Thumbable; size?: 'small' | 'large' }) {
  const { t } = useTranslation('mediaPool');
  const video = file.type.startsWith('video/');
  const box = `${styles.thumb} ${size === 'large' ? styles.large : ''}`;
  if (!file.thumbUrl) {
    const state = file.processing === 'processing' ? 'processing' : file.processing === 'failed' ? 'failed' : null;
    return (
      <span className={`${box} ${styles.empty}`} title={state ? t(`status.${state}`) : t('expanded.noPreview')}>
        {state === 'processing' ? (
          <LoadingOutlined aria-hidden spin />
        ) : state === 'failed' ? (
          <WarningOutlined aria-hidden />
        ) : (
          <FileImageOutlined aria-hidden />
        )}
      </span>
    );
  }
  return (
    <span className={box}>
      <img src={file.thumbUrl} alt="" loading="lazy" decoding="async" />
      {video && <PlayCircleFilled aria-hidden className={styles.play} />}
    </span>
  );
}
