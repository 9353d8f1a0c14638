import { PictureOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Carousel, Empty, Image, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMediaItem } from '@plakat/shared';

const isVideo = (m: DisplayMediaItem) => m.type.startsWith('video/');

function Slides({ items, onPlay }: { items: DisplayMediaItem[]; onPlay: (m: DisplayMediaItem) => void }) {
  const { t } = useTranslation('displays');
  if (!items.length) return <Empty image={<PictureOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />} description={t('info.noMedia')} />;
  return (
    <Image.PreviewGroup items={items.filter((m) => !isVideo(m)).map((m) => m.url)}>
      <Carousel arrows dots infinite={false} style={{ background: '#f5f5f5', borderRadius: 8 }}>
        {items.map((m) => (
          <div key={m.uid}>
            <div style={{ height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative' }}>
              {isVideo(m) ? (
                <button
                  type="button"
                  onClick={() => onPlay(m)}
                  aria-label={t('info.playVideo')}
                  style={{ border: 0, padding: 0, background: 'transparent', cursor: 'pointer', position: 'relative', height: '100%', width: '100%' }}
                >
                  {m.thumbUrl && <img src={m.thumbUrl} alt="" loading="lazy" style={{ maxHeight: 200, maxWidth: '100%', objectFit: 'contain' }} />}
                  <PlayCircleFilled style={{ position: 'absolute', inset: 0, margin: 'auto', fontSize: 48, color: 'rgba(255,255,255,0.9)', height: 48, width: 48 }} />
                </button>
              ) : (
                <Image src={m.thumbUrl || m.url} preview={{ src: m.url }} alt={t('info.mediaAlt')} height={200} style={{ objectFit: 'contain', maxWidth: '100%' }} loading="lazy" />
              )}
            </div>
          </div>
        ))}
      </Carousel>
    </Image.PreviewGroup>
  );
}

/** Location media and program (placeholder) media in tabs; a video opens in a modal player (width 1000). */
export function MediaCarousel({ location, program }: { location: DisplayMediaItem[]; program: DisplayMediaItem[] }) {
  const { t } = useTranslation('displays');
  const [video, setVideo] = useState<DisplayMediaItem | null>(null);
  return (
    <>
      <Tabs
        size="small"
        items={[
          { key: 'location', label: t('info.tabs.location'), children: <Slides items={location} onPlay={setVideo} /> },
          { key: 'program', label: t('info.tabs.program'), children: <Slides items={program} onPlay={setVideo} /> },
        ]}
      />
      <Modal open={video !== null} width={1000} footer={null} onCancel={() => setVideo(null)} title={t('info.video')} destroyOnHidden centered>
        {video && (
          // biome-ignore lint/a11y/useMediaCaption: user uploaded signage clips carry no captions
          <video src={video.url} controls autoPlay style={{ width: '100%', maxHeight: '70vh', background: '#000' }} />
        )}
      </Modal>
    </>
  );
}
