import { Col, Flex, Row, Spin } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayListItem } from '@plakat/shared';
import { useDisplayDetails } from '../../api/get-expanded-info.ts';
import { InfoPanel } from '../../details/components/info-panel.tsx';
import { ManagementPanel, UnfinishedActions } from '../../state-changes/components/management-panel.tsx';
import { MediaCarousel } from '../../details/components/media-carousel.tsx';
import { PlayingNow } from './playing-now.tsx';
import { LoadFailed } from '../../../../components/load-failed.tsx';

/**
 * The expanded Info row: loaded lazily (GET getExpandedInfo) only when a row is opened. The management panel reads
 * the list row, so state changes show as soon as the list is refreshed.
 */
export const ExpandedRow = memo(function ExpandedRow({
  row,
  manage = true,
}: {
  row: DisplayListItem;
  manage?: boolean;
}) {
  const { t } = useTranslation('displays');
  const details = useDisplayDetails(row.id);
  if (details.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin tip={t('states.loading')}>
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );
  }
  if (details.isError) {
    return <LoadFailed title={t('errors.loadFailed')} retry={t('actions.retry')} onRetry={details.refetch} />;
  }
  const data = details.data;
  const merged = { ...data, ...row };
  return (
    <Row gutter={[24, 16]} style={{ padding: '8px 4px' }}>
      <Col xs={24} lg={manage ? 7 : 10} xl={manage ? 8 : 10}>
        <MediaCarousel location={data.displayMedias} program={data.displayPlaceMedias} />
      </Col>
      <Col xs={24} lg={manage ? 8 : 14} xl={manage ? 9 : 14}>
        <InfoPanel display={merged} />
        <PlayingNow value={data.playingNow} />
      </Col>
      {manage && (
        // Narrower windows (1024 px) give the management column more: a German state line needs ~300 px.
        <Col xs={24} lg={9} xl={7}>
          {row.status === 'completed' ? <ManagementPanel display={row} /> : <UnfinishedActions display={row} />}
        </Col>
      )}
    </Row>
  );
});
