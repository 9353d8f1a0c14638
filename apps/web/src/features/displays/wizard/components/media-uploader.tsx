import { DeleteOutlined, EyeOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Tooltip, Typography, Upload, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DisplayMediaItem, displayLimits } from '@plakat/shared';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { type MediaKind, deleteDisplayMedia, uploadDisplayMedia } from '../../api/display-media.ts';
import { refreshDisplaysBesidesWizard } from '../../api/keys.ts';
import { PoolPlaceholderButton } from './pool-placeholder-button.tsx';

const isVideo = (type: string) => type.startsWith('video/');

/** Reads a video's duration in the browser (the server measures again with ffprobe). */
function videoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

type Pending = { key: string; name: string; percent: number };

/**
 * Uploads display media right away (the draft exists from step 1) with a progress bar per file, shows the server's
 * errors, previews and deletes. kind 'location': 5 pictures, or 4 pictures plus one video of at most 10 s;
 * kind 'placeholder': 1 to 5 pictures. antd Form control: value is the list of stored media.
 */
export function MediaUploader({
  displayId,
  kind,
  value,
  onChange,
  id,
  disabled,
}: {
  displayId: string;
  kind: MediaKind;
  value?: DisplayMediaItem[];
  onChange?: (v: DisplayMediaItem[]) => void;
  id?: string;
  /** Read-only: the media can be previewed, not added or removed. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('displayWizard');
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<DisplayMediaItem | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const items = value ?? [];
  // Uploads finishing in parallel must not overwrite each other's additions.
  const [latest] = useState(() => ({ items }));
  latest.items = items;

  const images = items.filter((m) => !isVideo(m.type)).length;
  const videos = items.filter((m) => isVideo(m.type)).length;
  // Either way at most 5 files: 5 pictures, 4 pictures + 1 video, or 5 placeholder pictures.
  const max = kind === 'location' ? displayLimits.locationImagesMax : displayLimits.placeholderImagesMax;
  const full = items.length + pending.length >= max;

  /** Client-side check of the counting rules before anything is sent (the server checks again). */
  async function refuse(file: File): Promise<string | null> {
    const video = isVideo(file.type);
    const img = images + pending.length;
    if (kind === 'placeholder') {
      if (!file.type.startsWith('image/')) return t('media.onlyImages');
      if (img >= displayLimits.placeholderImagesMax)
        return t('media.placeholderMax', { max: displayLimits.placeholderImagesMax });
      return null;
    }
    if (!video && !file.type.startsWith('image/')) return t('media.wrongType');
    if (video) {
      if (videos >= 1) return t('media.oneVideo');
      if (img > displayLimits.locationImagesWithVideoMax) return t('media.locationRule');
      const seconds = await videoDuration(file);
      if (seconds !== null && seconds > displayLimits.locationVideoMaxSeconds + 0.05) {
        return t('media.videoTooLong', { seconds: displayLimits.locationVideoMaxSeconds });
      }
      return null;
    }
    const limit = videos > 0 ? displayLimits.locationImagesWithVideoMax : displayLimits.locationImagesMax;
    if (img >= limit) return t('media.locationRule');
    return null;
  }

  async function upload(file: File) {
    setError(null);
    if (file.size > displayLimits.uploadMaxBytes) {
      setError(t('media.tooBig'));
      return;
    }
    const refused = await refuse(file);
    if (refused) {
      setError(refused);
      return;
    }
    const key = `${file.name}-${Date.now()}-${Math.random()}`;
    setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
    try {
      const answer = await uploadDisplayMedia(displayId, kind, file, (percent) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, percent } : p))),
      );
      onChange?.([...latest.items, answer.media]);
      latest.items = [...latest.items, answer.media];
      void refreshDisplaysBesidesWizard(queryClient);
    } catch (err) {
      const message = isApiRequestError(err) && err.message ? err.message : t('media.uploadFailed');
      setError(`${file.name}: ${message}`);
    } finally {
      setPending((list) => list.filter((p) => p.key !== key));
    }
  }

  async function remove(media: DisplayMediaItem) {
    setRemoving(media.uid);
    try {
      const answer = await deleteDisplayMedia(displayId, media.uid);
      notify.success(answer?.message ?? '');
      const next = latest.items.filter((m) => m.uid !== media.uid);
      latest.items = next;
      onChange?.(next);
      void refreshDisplaysBesidesWizard(queryClient);
    } catch (err) {
      notify.error(isApiRequestError(err) && err.message ? err.message : t('media.deleteFailed'));
    } finally {
      setRemoving(null);
    }
  }

  const tile = {
    width: 112,
    height: 112,
    borderRadius: 8,
    overflow: 'hidden',
    position: 'relative' as const,
    flex: 'none' as const,
  };

  return (
    <div id={id} data-testid={`media-${kind}`}>
      <Flex wrap gap={10}>
        {items.map((media) => (
          <div
            key={media.uid}
            style={{ ...tile, border: `1px solid ${token.colorBorderSecondary}`, background: token.colorFillTertiary }}
            data-testid="media-item"
          >
            <img
              src={media.thumbUrl || media.url}
              alt=""
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            {isVideo(media.type) && (
              <PlayCircleOutlined
                style={{
                  position: 'absolute',
                  left: 8,
                  top: 8,
                  fontSize: 20,
                  color: '#fff',
                  filter: 'drop-shadow(0 0 2px #000)',
                }}
              />
            )}
            <Flex gap={4} style={{ position: 'absolute', right: 4, bottom: 4 }}>
              <Tooltip title={t('media.preview')}>
                <Button
                  size="small"
                  shape="circle"
                  icon={<EyeOutlined />}
                  aria-label={t('media.preview')}
                  onClick={() => setPreview(media)}
                />
              </Tooltip>
              {!disabled && (
                <Tooltip title={t('media.delete')}>
                  <Button
                    size="small"
                    shape="circle"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('media.delete')}
                    loading={removing === media.uid}
                    onClick={() => void remove(media)}
                  />
                </Tooltip>
              )}
            </Flex>
          </div>
        ))}
        {pending.map((p) => (
          <Flex
            key={p.key}
            vertical
            justify="center"
            gap={6}
            style={{ ...tile, padding: 10, border: `1px dashed ${token.colorBorder}` }}
          >
            <Typography.Text ellipsis style={{ fontSize: 12 }}>
              {p.name}
            </Typography.Text>
            <Progress percent={p.percent} size="small" status="active" aria-label={p.name} />
          </Flex>
        ))}
        {!full && !disabled && (
          <Upload
            accept={kind === 'location' ? 'image/*,video/*' : 'image/*'}
            multiple
            showUploadList={false}
            customRequest={() => undefined}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <button
              type="button"
              style={{
                ...tile,
                border: `1px dashed ${token.colorBorder}`,
                background: token.colorFillQuaternary,
                cursor: 'pointer',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 6,
                color: token.colorTextSecondary,
              }}
            >
              <PlusOutlined aria-hidden />
              <span style={{ fontSize: 12 }}>{t('media.add')}</span>
            </button>
          </Upload>
        )}
      </Flex>
      {kind === 'placeholder' && !disabled && (
        <div style={{ marginTop: 8 }}>
          <PoolPlaceholderButton
            displayId={displayId}
            room={max - items.length - pending.length}
            onAdded={(added) => {
              const next = [...latest.items, ...added];
              latest.items = next;
              onChange?.(next);
              void refreshDisplaysBesidesWizard(queryClient);
            }}
          />
        </div>
      )}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6, fontSize: 12 }}>
        {kind === 'location' ? t('media.locationHint') : t('media.placeholderHint')}
      </Typography.Text>
      {error && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          closable={{ onClose: () => setError(null) }}
          title={error}
          data-testid="media-error"
        />
      )}
      <Modal
        open={!!preview}
        footer={null}
        onCancel={() => setPreview(null)}
        width={preview && isVideo(preview.type) ? 1000 : 720}
        destroyOnHidden
      >
        {preview &&
          (isVideo(preview.type) ? (
            <video src={preview.url} controls autoPlay style={{ width: '100%', marginTop: 24 }}>
              {/* Uploaded location videos come without a caption file; the empty track satisfies the a11y contract. */}
              <track kind="captions" />
            </video>
          ) : (
            <img src={preview.url} alt="" style={{ width: '100%', marginTop: 24 }} />
          ))}
      </Modal>
    </div>
  );
}
