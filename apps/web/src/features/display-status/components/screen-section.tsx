import { CameraOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useRequestScreenshot, useScreenshot } from '../api/screenshot.ts';

/**
 * The details page's "Screen" section: what plays now, the latest screenshot with its time, and the request for a
 * new one (the screen answers within its next heartbeat; the page asks every 5 s meanwhile).
 */
export function ScreenSection({
  displayId,
  playingNow,
}: {
  displayId: string;
  playingNow?: { title: string; since: string } | null;
}) {
  const { t } = useTranslation('displayStatus');
  const format = useFormatDate();
  const shot = useScreenshot(displayId);
  const request = useRequestScreenshot(displayId);
  const pending = shot.data?.requestedAt ?? null;
  const picture = shot.data?.screenshot ?? null;
  return (
    <Panel title={t('screen.title')} className="print-block" data-testid="screen-section">
      <Flex vertical gap={12}>
        <Typography.Text>
          {playingNow
            ? t('screen.playingNow', { title: playingNow.title, time: format(playingNow.since, { withTime: true }) })
            : t('screen.nothingPlaying')}
        </Typography.Text>
        {shot.isPending ? (
          <Skeleton.Image active />
        ) : picture ? (
          <figure style={{ margin: 0 }}>
            <img
              src={picture.url}
              alt={t('screen.pictureAlt')}
              style={{ maxWidth: '100%', maxHeight: 360, border: '1px solid #f0f0f0', borderRadius: 4 }}
            />
            <figcaption>
              <Typography.Text type="secondary">
                {t('screen.takenAt', { time: format(picture.takenAt, { withTime: true }) })}
              </Typography.Text>
            </figcaption>
          </figure>
        ) : (
          <Typography.Text type="secondary">{t('screen.none')}</Typography.Text>
        )}
        <Flex gap={12} align="center" wrap className="no-print">
          <Button
            icon={<CameraOutlined aria-hidden />}
            loading={request.isPending}
            disabled={Boolean(pending)}
            onClick={() => request.mutate()}
          >
            {t('screen.request')}
          </Button>
          {pending && (
            <Typography.Text type="secondary" role="status">
              {t('screen.waiting', { time: format(pending, { withTime: true }) })}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}
