import { PlayCircleFilled, ZoomInOutlined } from '@ant-design/icons';
import { Image, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaFileItem } from '@plakat/shared';
import { MediaThumb } from '../../components/media-thumb.tsx';
import styles from './media-preview.module.css';

type Previewable = Pick<MediaFileItem, 'type' | 'url' | 'thumbUrl' | 'title' | 'processing'>;

/**
 * The expanded row's preview (spec 02 §2): a picture with zoom (antd Image's viewer: zoom, rotate, pan), or the
 * video's thumbnail opening a modal player 1000 wide. Both load with the row, not with the list.
 */
export function MediaPreview({ file }: { file: Previewable }) {
  const { t } = useTranslation('mediaPool');
  const [playing, setPlaying] = useState(false);
  const [open, setOpen] = useState(false);
  if (!file.thumbUrl) return <MediaThumb file={file} size="large" />;
  if (!file.type.startsWith('video/')) {
    return (
      <>
        <button
          type="button"
          className={styles.video}
          onClick={() => setOpen(true)}
          aria-label={t('expanded.zoom', { title: file.title })}
        >
          <img src={file.thumbUrl} alt="" className={styles.picture} />
          <ZoomInOutlined aria-hidden className={styles.zoom} />
        </button>
        {/* Only the viewer (a portal) is used: the hidden wrapper keeps antd's role=button box out of the page. */}
        <div hidden>
          <Image src={file.thumbUrl} alt="" preview={{ open, src: file.url, onOpenChange: setOpen }} />
        </div>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.video}
        onClick={() => setPlaying(true)}
        aria-label={t('expanded.play', { title: file.title })}
      >
        <img src={file.thumbUrl} alt="" />
        <PlayCircleFilled aria-hidden className={styles.play} />
      </button>
      <Modal
        open={playing}
        width={1000}
        footer={null}
        title={t('expanded.videoOf', { title: file.title })}
        onCancel={() => setPlaying(false)}
        destroyOnHidden
        centered
      >
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption track */}
        <video src={file.url} poster={file.thumbUrl ?? undefined} controls autoPlay className={styles.player} />
      </Modal>
    </>
  );
}
