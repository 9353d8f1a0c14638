import type { MediaDetails } from '@plakat/shared';
import { useTranslation } from 'react-i18next';
import styles from './edit-form.module.css';

/** The stored file itself: the picture, or the video with its controls (muted until the person turns it up). */
export function FilePreview({ file }: { file: MediaDetails }) {
  const { t } = useTranslation('mediaPool');
  if (file.type.startsWith('video/')) {
    return (
      <video
        className={styles.preview}
        src={file.url}
        poster={file.thumbUrl ?? undefined}
        controls
        muted
        preload="metadata"
      >
        {t('edit.noVideo')}
      </video>
    );
  }
  return <img className={styles.preview} src={file.url} alt={t('edit.previewOf', { title: file.title })} />;
}
