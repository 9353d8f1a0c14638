import { CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useOverview } from '../../../../hooks/use-overview.ts';
import { useMediaAbilities } from '../../hooks/use-media-abilities.ts';
import { LazyBulkBar } from '../components/lazy-controls.tsx';
import { MediaOverview } from '../components/media-overview.tsx';
import { mediaSearch } from '../lib/filters.ts';

const mp = paths.dashboard.mediaPool;

/** /dashboard/media-pool/list: the media pool overview with its bulk Delete, Archive and Unarchive (spec 02 §2). */
export function MediaListPage() {
  const { t } = useTranslation('mediaPool');
  const location = useLocation();
  const overview = useOverview(mediaSearch);
  const abilities = useMediaAbilities();
  const bulk = abilities.canDelete || abilities.mayAtAll('setStatus');
  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={mp.root}
        backLabel={t('details.toList')}
        icon={<PictureOutlined />}
        title={t('list.title')}
        intro={t('list.intro')}
        extra={
          abilities.canUpload && (
            <Link to={mp.add}>
              <Button type="primary" icon={<CloudUploadOutlined aria-hidden />}>
                {t('list.upload')}
              </Button>
            </Link>
          )
        }
      />
      <MediaOverview
        mode="overview"
        overview={overview}
        detailedHref={`${mp.search}${location.search}`}
        toolbar={
          bulk
            ? ({ selected, rows, total, listAnswered }) => (
                <LazyBulkBar
                  listAnswered={listAnswered}
                  selected={selected}
                  rows={rows}
                  total={total}
                  abilities={abilities}
                />
              )
            : undefined
        }
      />
    </Flex>
  );
}
