import { LeftOutlined, PictureOutlined, PlayCircleFilled, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Image, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMediaItem } from '@plakat/shared';

const isVideo = (m: DisplayMediaItem) => m.type.startsWith('video/');
const SLIDE_HEIGHT = 200;

const stage: React.CSSProperties = {
  height: SLIDE_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  background: '#f5f5f5',
  borderRadius: 8,
  overflow: 'hidden',
};
const arrow = (side: 'left' | 'right'): React.CSSProperties => ({
  position: 'absolute',
  top: '50%',
  [side]: 8,
  transform: 'translateY(-50%)',
});
const dot = (active: boolean): React.CSSProperties => ({
  width: active ? 18 : 8,
  height: 8,
  padding: 0,
  border: 0,
  borderRadius: 4,
  cursor: 'pointer',
  background: active ? 'var(--ant-color-primary)' : '#d9d9d9',
});

/**
 * One medium at a time with previous/next buttons and dots. Deliberately not antd's Carousel: that one
 * measures every slide's width on mount and moves a composited track, which made opening an Info row in a page of 100
 * rows take a third of a second; this one renders only the current medium and measures nothing.
 */
function Slides({ items, onPlay }: { items: DisplayMediaItem[]; onPlay: (m: DisplayMediaItem) => void }) {
  const { t } = useTranslation('displays');
  const [index, setIndex] = useState(0);
  if (!items.length)
    return (
      <Empty
        image={<PictureOutlined aria-hidden style={{ fontSize: 40, color: '#bfbfbf' }} />}
        description={t('info.noMedia')}
      />
    );
  const current = Math.min(index, items.length - 1);
  const medium = items[current];
  const go = (next: number) => setIndex((next + items.length) % items.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('info.mediumOf', { current: current + 1, total: items.length })}
    >
      <Image.PreviewGroup items={items.filter((m) => !isVideo(m)).map((m) => m.url)}>
        <div style={stage}>
          {isVideo(medium) ? (
            <button
              type="button"
              onClick={() => onPlay(medium)}
              aria-label={t('info.playVideo')}
              style={{
                border: 0,
                padding: 0,
                background: 'transparent',
                cursor: 'pointer',
                position: 'relative',
                height: '100%',
                width: '100%',
              }}
            >
              {medium.thumbUrl && (
                <img
                  src={medium.thumbUrl}
                  alt=""
                  loading="lazy"
                  style={{ maxHeight: SLIDE_HEIGHT, maxWidth: '100%', objectFit: 'contain' }}
                />
              )}
              <PlayCircleFilled
                style={{
                  position: 'absolute',
                  inset: 0,
                  margin: 'auto',
                  fontSize: 48,
                  color: 'rgba(255,255,255,0.9)',
                  height: 48,
                  width: 48,
                }}
              />
            </button>
          ) : (
            <Image
              key={medium.uid}
              src={medium.thumbUrl || medium.url}
              preview={{ src: medium.url }}
              alt={t('info.mediaAlt')}
              height={SLIDE_HEIGHT}
              style={{ objectFit: 'contain', maxWidth: '100%' }}
              loading="lazy"
            />
          )}
          {items.length > 1 && (
            <>
              <Button
                shape="circle"
                size="small"
                icon={<LeftOutlined />}
                style={arrow('left')}
                aria-label={t('info.previousMedium')}
                onClick={() => go(current - 1)}
              />
              <Button
                shape="circle"
                size="small"
                icon={<RightOutlined />}
                style={arrow('right')}
                aria-label={t('info.nextMedium')}
                onClick={() => go(current + 1)}
              />
            </>
          )}
        </div>
      </Image.PreviewGroup>
      {items.length > 1 && (
        <div style={{ display: 'flex', justifyContent: 'center', gap: 6, marginTop: 8 }}>
          {items.map((m, i) => (
            <button
              key={m.uid}
              type="button"
              style={dot(i === current)}
              aria-label={t('info.showMedium', { n: i + 1 })}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

const tabs = ['location', 'program'] as const;
type Tab = (typeof tabs)[number];
const tabStyle = (active: boolean): React.CSSProperties => ({
  border: 0,
  background: 'none',
  padding: '6px 0',
  marginBottom: -1,
  cursor: 'pointer',
  color: active ? 'var(--ant-color-primary)' : 'rgba(0, 0, 0, 0.88)',
  borderBottom: `2px solid ${active ? 'var(--ant-color-primary)' : 'transparent'}`,
});

/**
 * Location media and program (placeholder) media in two tabs; a video opens in a modal player (width 1000).
 * Plain tab buttons rather than antd Tabs: those measure their tab list on mount, a forced layout of the whole table.
 */
export function MediaCarousel({ location, program }: { location: DisplayMediaItem[]; program: DisplayMediaItem[] }) {
  const { t } = useTranslation('displays');
  const [video, setVideo] = useState<DisplayMediaItem | null>(null);
  // The player modal is mounted from the first video on (and then kept for its closing animation): mounting a
  // closed antd Modal in every Info row costs its style set-up on each open.
  const [playerUsed, setPlayerUsed] = useState(false);
  const play = (m: DisplayMediaItem) => {
    setPlayerUsed(true);
    setVideo(m);
  };
  const [tab, setTab] = useState<Tab>('location');
  const id = useId();
  return (
    <>
      <div role="tablist" style={{ display: 'flex', gap: 16, borderBottom: '1px solid #f0f0f0', marginBottom: 8 }}>
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(key)}
            style={tabStyle(tab === key)}
          >
            {t(`info.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <Slides key={tab} items={tab === 'location' ? location : program} onPlay={play} />
      </div>
      {playerUsed && (
        <Modal
          open={video !== null}
          width={1000}
          footer={null}
          onCancel={() => setVideo(null)}
          title={t('info.video')}
          destroyOnHidden
          centered
        >
          {video && (
            // biome-ignore lint/a11y/useMediaCaption: user uploaded signage clips carry no captions
            <video src={video.url} controls autoPlay style={{ width: '100%', maxHeight: '70vh', background: '#000' }} />
          )}
        </Modal>
      )}
    </>
  );
}
