import { CaretRightOutlined, PauseOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftRow, clockOf, loopSeconds, playSecondsOf } from '../lib/program-draft.ts';
import styles from './program.module.css';

/**
 * The loop as the screen plays it, in small: each item's thumbnail in order for its seconds (a video's own length),
 * in a 16:9 box, with play and pause; the loop's length with every item, and with the items scheduled now.
 */
export function LoopPreview({ rows }: { rows: readonly DraftRow[] }) {
  const { t } = useTranslation('displayProgram');
  const items = rows.filter((row) => !row.missing);
  const [playing, setPlaying] = useState(true);
  const [position, setPosition] = useState(0);
  const index = items.length ? position % items.length : 0;
  const current = items[index];
  const seconds = current ? playSecondsOf(current) : 0;

  useEffect(() => {
    if (!playing || items.length === 0) return;
    const timer = setTimeout(() => setPosition((position + 1) % items.length), seconds * 1000);
    return () => clearTimeout(timer);
  }, [playing, items.length, seconds, position]);

  const whole = loopSeconds(rows, null);
  const now = loopSeconds(rows, new Date());
  return (
    <Flex vertical gap={8} data-testid="loop-preview">
      <Typography.Text strong>{t('program.preview.heading')}</Typography.Text>
      <div className={styles.screen}>
        {current?.thumbUrl ? (
          <img src={current.thumbUrl} alt="" />
        ) : (
          <Flex vertical align="center" gap={4}>
            <PictureOutlined style={{ fontSize: 28 }} aria-hidden />
            {!current && <span>{t('program.preview.empty')}</span>}
          </Flex>
        )}
      </div>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" aria-live="off" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {current &&
            t('program.preview.caption', {
              index: index + 1,
              count: items.length,
              title: current.title,
              seconds: Math.round(seconds),
            })}
        </Typography.Text>
        <Button
          size="small"
          icon={playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
          onClick={() => setPlaying(!playing)}
          disabled={items.length === 0}
        >
          {playing ? t('program.preview.pause') : t('program.preview.play')}
        </Button>
      </Flex>
      <Typography.Text data-testid="loop-length">
        {t('program.preview.loop', { length: clockOf(whole) })}
      </Typography.Text>
      {now !== whole && (
        <Typography.Text type="secondary">{t('program.preview.now', { length: clockOf(now) })}</Typography.Text>
      )}
    </Flex>
  );
}
