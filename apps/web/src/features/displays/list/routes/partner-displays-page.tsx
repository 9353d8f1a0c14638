import { FilterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { Panel } from '../../../../components/panel.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { listPagination } from '../../../../components/list/list-pagination.ts';
import { ListTable } from '../../../../components/list/list-table.tsx';
import { useOverview } from '../../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../../hooks/use-page-clamp.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { type PartnerDisplayItem, usePartnerDisplaySearch } from '../../api/search-partner-displays.ts';
import { displayColumns, displayPhoneColumn } from '../components/display-columns.tsx';
import { useDisplayListTexts } from '../hooks/use-display-list-texts.ts';
import { PartnerRow, partnerRowWarmUp } from '../components/lazy-rows.tsx';
import { PartnerSearchForm } from '../../search/components/lazy-search-forms.tsx';
import { partnerDisplaySearch } from '../../search/lib/filters.ts';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { FavoriteStar } from '../components/favorite-star.tsx';

const dm = paths.dashboard.displayManagement;
const noRows: PartnerDisplayItem[] = [];
/** The fields of the quick search form: a quick search keeps the detailed search's other filters. */
const quickKeys = ['IdOrTitle', 'companyId', 'displayType'] as const;

/**
 * /dashboard/display-management/partner-list: displays partner companies share with this company (share, or
 * restricted to it). Read-only: no management actions.
 */
export function PartnerDisplaysPage() {
  const { t } = useTranslation('displays');
  const location = useLocation();
  const overview = useOverview(partnerDisplaySearch);
  const allowed = useCan('GET_PARTNER_DISPLAYS_INFO');
  const canFavorite = useCan('SET_PARTNER_FAVORITE_DISPLAY');
  const search = usePartnerDisplaySearch(overview.values);

  const { sort } = overview;
  const columns = useMemo(() => {
    const favorite = (row: PartnerDisplayItem) => (
      <FavoriteStar displayId={row.id} onlineId={row.onlineId} isFavorite={row.isFavorite} canChange={canFavorite} />
    );
    return {
      wide: displayColumns<PartnerDisplayItem>(t, sort, { company: true, favorite }),
      phone: displayPhoneColumn<PartnerDisplayItem>(t, sort, { company: true, favorite }),
    };
  }, [t, sort, canFavorite]);
  const rows = search.data?.displays ?? noRows;
  const texts = useDisplayListTexts();
  const renderInfo = useCallback((row: PartnerDisplayItem) => <PartnerRow row={row} />, []);

  const pagination = listPagination(overview, search.data?.totalCount ?? 0, (count) => t('table.total', { count }));
  usePageClamp(overview, search);

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={dm.root}
        backLabel={t('back.displayManagement')}
        icon={<ShareAltOutlined />}
        title={t('partner.heading')}
        intro={t('partner.intro')}
      />
      {!allowed && <Alert type="warning" showIcon title={t('errors.noPermission')} />}
      <Panel title={t('own.quickSearch')}>
        <PartnerSearchForm
          key={overview.query}
          listAnswered={!search.isLoading}
          compact
          initialValues={overview.formValues}
          onSubmit={(values) => overview.search(values, quickKeys)}
          onSecondary={overview.reset}
          secondaryLabel={t('actions.reset')}
          extra={
            <Link to={`${dm.partnerSearch}${location.search}`}>
              <Button icon={<FilterOutlined aria-hidden />}>{t('actions.detailedSearch')}</Button>
            </Link>
          }
        />
      </Panel>
      {search.isError && allowed && (
        <LoadFailed title={t('errors.loadFailed')} retry={t('actions.retry')} onRetry={search.refetch} />
      )}
      <Panel>
        <Checkbox
          checked={overview.values.favorite === 'true'}
          onChange={(event) => overview.search({ favorite: event.target.checked ? 'true' : undefined }, ['favorite'])}
          style={{ marginBottom: 12 }}
        >
          {t('partner.favoritesOnly')}
        </Checkbox>
        <ListTable
          rows={rows}
          columns={columns.wide}
          phoneColumn={columns.phone}
          expanded={overview.expanded}
          renderInfo={renderInfo}
          texts={texts}
          fetching={search.isFetching}
          pending={search.isPending}
          pagination={pagination}
          onSort={overview.sortBy}
          minWidth={930}
          warmUp={partnerRowWarmUp}
        />
      </Panel>
    </Flex>
  );
}
