import { ExportOutlined } from '@ant-design/icons';
import { Col, Descriptions, Flex, Row, Spin } from 'antd';
import { memo } from 'react';
import type { MediaFileItem } from '@plakat/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { useExpandedInfo } from '../../api/get-expanded-info.ts';
import type { MediaListFile } from '../../api/search-files.ts';
import { useMediaAbilities } from '../../hooks/use-media-abilities.ts';
import { useFileInfoItems } from '../../components/file-info.tsx';
import { LogLine } from '../../components/log-line.tsx';
import { ProcessingNotice } from '../../components/processing-notice.tsx';
import { ManagementBlocks } from './management-blocks.tsx';
import { MediaPreview } from './media-preview.tsx';
import { LoadFailed } from '../../../../components/load-failed.tsx';

/** The list row is newer than the expanded info after a change (the list is refreshed first); the info has the log. */
const merged = (info: MediaFileItem, row: MediaListFile): MediaFileItem => ({
  ...info,
  ...row,
  url: info.url,
  thumbUrl: row.thumbUrl ?? info.thumbUrl,
  fileLog: info.fileLog,
});

/**
 * The expanded media row (spec 02 §2): preview (picture with zoom, or the video in a modal player 1000 wide), the file
 * information with the first file-log entry and a link to the details page; outside assignment mode the change-state,
 * edit-file and delete-file blocks. The info comes from getExpandedInfo; the blocks read the list row, so a change
 * shows as soon as the list is refreshed.
 */
export const ExpandedMediaRow = memo(function ExpandedMediaRow({
  row,
  manage,
}: {
  row: MediaListFile;
  manage: boolean;
}) {
  const { t } = useTranslation('mediaPool');
  const info = useExpandedInfo(row.id);
  const abilities = useMediaAbilities();
  const shown = info.data ? merged(info.data, row) : null;
  const infoItems = useFileInfoItems(shown ?? row);
  if (info.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin tip={t('expanded.loading')}>
          <div style={{ width: 120, height: 40 }} />
        </Spin>
      </Flex>
    );
  }
  if (info.isError) {
    return <LoadFailed title={t('expanded.loadFailed')} retry={t('list.retry')} onRetry={info.refetch} />;
  }
  const file = shown ?? merged(info.data, row);
  const first = file.fileLog[0];
  const items = [
    ...infoItems,
    {
      key: 'log',
      label: t('expanded.fileLog'),
      children: first ? <LogLine entry={first} /> : '—',
    },
  ];
  return (
    <Row gutter={[24, 16]} style={{ padding: '8px 4px' }}>
      <Col xs={24} md={8} lg={manage ? 6 : 8}>
        <Flex vertical gap={8}>
          <MediaPreview file={file} />
          <ProcessingNotice file={file} />
          {/* In assignment mode the details open beside the page, so the selection is not lost. */}
          <Link
            to={paths.dashboard.mediaPool.details(file.id)}
            {...(manage ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <ExportOutlined aria-hidden /> {t('expanded.moreDetails')}
          </Link>
        </Flex>
      </Col>
      <Col xs={24} md={16} lg={manage ? 11 : 16}>
        <Descriptions size="small" column={1} items={items} />
      </Col>
      {manage && (
        <Col xs={24} lg={7}>
          <ManagementBlocks file={row} abilities={abilities} />
        </Col>
      )}
    </Row>
  );
});
