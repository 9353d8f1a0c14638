import { Flex } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../components/list/list-pagination.ts';
import { ListTable, type ListTableTexts } from '../../../components/list/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import type { Overview } from '../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../hooks/use-page-clamp.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { usePartners } from '../api/partners.ts';
import type { PartnerPageValues } from '../lib/partner-search.ts';
import { partnerColumns, partnerPhoneColumn } from './partner-columns.tsx';
import { PartnerFilter } from './partner-filter.tsx';
import { PartnerInfoRow } from './partner-info-row.tsx';
import type { PartnerRow } from './partner-row.ts';

const noRows: PartnerRow[] = [];

/** The partner list: filter, sortable table with paging, an Info row per partner with the displays shared both ways. */
export function PartnersTab({ overview }: { overview: Overview<PartnerPageValues> }) {
  const { t } = useTranslation('partners');
  const formatDate = useFormatDate();
  const list = usePartners(overview.values, overview.page, overview.perPage);
  const { sort } = overview;
  const columns = useMemo(() => partnerColumns(t, sort, formatDate), [t, sort, formatDate]);
  const phoneColumn = useMemo(() => partnerPhoneColumn(t, formatDate), [t, formatDate]);
  const renderInfo = useCallback((row: PartnerRow) => <PartnerInfoRow row={row} />, []);
  const texts = useMemo<ListTableTexts<PartnerRow>>(
    () => ({
      info: t('list.info'),
      infoFor: (row) => t('list.infoFor', { company: row.companyName }),
      selectAll: '',
      selectRow: () => '',
      loading: t('list.loading'),
      empty: t('list.empty'),
    }),
    [t],
  );
  const total = list.data?.totalCount ?? 0;
  usePageClamp(overview, list);

  return (
    <Flex vertical gap={16}>
      <PartnerFilter overview={overview} />
      {list.isError && (
        <LoadFailed title={t('list.loadFailed')} retry={t('common:actions.retry')} onRetry={list.refetch} />
      )}
      <ListTable
        rows={list.data?.items ?? noRows}
        columns={columns}
        phoneColumn={phoneColumn}
        expanded={overview.expanded}
        renderInfo={renderInfo}
        texts={texts}
        fetching={list.isFetching}
        pending={list.isPending}
        pagination={listPagination(overview, total, (count) => t('list.total', { count }))}
        onSort={overview.sortBy}
        minWidth={900}
      />
    </Flex>
  );
}
