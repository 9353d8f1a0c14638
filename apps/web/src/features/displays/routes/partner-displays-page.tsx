import { FilterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Panel } from '../../../components/panel.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useSearchState } from '../../../lib/search-state.ts';
import { usePageClamp } from '../../../hooks/use-page-clamp.ts';
import { type PartnerDisplayItem, usePartnerDisplaySearch } from '../api/search-partner-displays.ts';
import { displayColumns } from '../components/display-columns.tsx';
import { listPagination } from '../../../components/list/list-pagination.ts';
import { useListRows } from '../../../components/list/list-rows.tsx';
import { DisplayListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PartnerRow, loadPartnerRow } from '../components/lazy-rows.tsx';
import { PartnerSearchForm } from '../components/lazy-search-forms.tsx';
import type { PartnerSearchValues } from '../components/partner-search-form.tsx';
import { paging10, partnerDisplayFilter, partnerFilterKeys, withNewFilters } from '../lib/filters.ts';
import { createKeySetStore } from '../../../hooks/key-set-store.ts';

const dm = paths.dashboard.displayManagement;
const noRows: PartnerDisplayItem[] = [];

/**
 * /dashboard/display-management/partner-list: displays partner companies share with this company (share, or
 * restricted to it). Read-only: no management actions.
 */
export function PartnerDisplaysPage() {
  const { t } = useTranslation('displays');
  const location = useLocation();
  const [filters, setFilters] = useSearchState(partnerDisplayFilter, paging10);
  const allowed = useCan('GET_PARTNER_DISPLAYS_INFO');
  const search = usePartnerDisplaySearch(filters);

  const columns = useMemo(
    () =>
      displayColumns<PartnerDisplayItem>(t, { sort: filters.sort, sortOrder: filters.sortOrder }, { company: true }),
    [t, filters.sort, filters.sortOrder],
  );
  const [expanded] = useState(createKeySetStore);
  const rows = search.data?.displays ?? noRows;
  const renderInfo = useCallback((row: PartnerDisplayItem) => <PartnerRow row={row} />, []);
  const list = useListRows({ t, rows, columns, expanded, renderInfo });

  const pagination = listPagination(t, filters, search.data?.totalCount ?? 0, setFilters);
  usePageClamp(filters, search.data, search.isPlaceholderData, setFilters);
  const formValues: PartnerSearchValues = Object.fromEntries(partnerFilterKeys.map((k) => [k, filters[k]]));
  const submit = (values: PartnerSearchValues) =>
    setFilters(withNewFilters(filters, ['IdOrTitle', 'companyId', 'displayType'], values as Record<string, unknown>));

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
          key={JSON.stringify(filters)}
          compact
          initialValues={formValues}
          onSubmit={submit}
          onSecondary={() => setFilters({ perPage: filters.perPage, sort: filters.sort, sortOrder: filters.sortOrder })}
          secondaryLabel={t('actions.reset')}
          extra={
            <Link to={`${dm.partnerSearch}${location.search}`}>
              <Button icon={<FilterOutlined />}>{t('actions.detailedSearch')}</Button>
            </Link>
          }
        />
      </Panel>
      {search.isError && allowed && (
        <Alert
          type="error"
          showIcon
          title={t('errors.loadFailed')}
          action={
            <Button size="small" onClick={() => search.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}
      <Panel>
        <DisplayListTable
          list={list}
          rows={rows}
          fetching={search.isFetching}
          pending={search.isPending}
          pagination={pagination}
          onSort={(sort) => setFilters({ ...filters, ...sort, page: 1 })}
          minWidth={930}
          loadInfoRow={loadPartnerRow}
        />
      </Panel>
    </Flex>
  );
}
