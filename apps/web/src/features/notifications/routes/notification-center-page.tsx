import { BellOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../components/list/list-pagination.ts';
import { ListTable } from '../../../components/list/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Panel } from '../../../components/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useOverview } from '../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../hooks/use-page-clamp.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { ListSort } from '../../../lib/list-search.ts';
import { type NotificationListItem, useUnreadCount } from '../../../lib/notifications/queries.ts';
import { useNotificationList } from '../api/notification-list.ts';
import { NotificationFilter } from '../components/notification-filter.tsx';
import { NotificationInfo } from '../components/notification-info.tsx';
import { notificationColumns, notificationPhoneColumn } from '../components/notification-columns.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { useNotificationListTexts } from '../hooks/use-notification-list-texts.ts';
import { notificationSearch } from '../lib/notification-search.ts';

const noRows: NotificationListItem[] = [];
const renderInfo = (row: NotificationListItem) => <NotificationInfo row={row} />;

/**
 * /dashboard/notification-canter (issue 23): the caller's notifications, newest first, filtered by the notification
 * filter of platform spec §3 in the address (defaults left out); the selection is marked read, unread or deleted.
 * New notifications arrive live (lib/notifications/live.ts refreshes the list).
 */
export function NotificationCenterPage() {
  const { t } = useTranslation('notificationCenter');
  const overview = useOverview(notificationSearch);
  const list = useNotificationList(overview.values);
  const unread = useUnreadCount();
  const formatDate = useFormatDate();
  const { sort } = overview;
  const columns = useMemo(() => notificationColumns(t, sort, formatDate), [t, sort, formatDate]);
  const phoneColumn = useMemo(() => notificationPhoneColumn(t, sort, formatDate), [t, sort, formatDate]);
  const texts = useNotificationListTexts();
  const total = list.data?.totalCount ?? 0;
  const onSearch = useCallback((values: Parameters<typeof overview.search>[0]) => overview.search(values), [overview]);
  // The one sortable field is the date, whichever column (desktop or phone) was clicked.
  const onSort = useCallback(
    (next: ListSort) => overview.sortBy(next.sort ? { ...next, sort: 'date' } : next),
    [overview],
  );
  usePageClamp(overview, list);

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={paths.dashboard.root}
        backLabel={t('back')}
        icon={<BellOutlined />}
        color="#fa8c16"
        title={t('heading')}
        intro={t('intro')}
      />
      <Panel title={t('filter.title')}>
        <NotificationFilter values={overview.values} onSearch={onSearch} onReset={overview.reset} />
      </Panel>
      {list.isError && <LoadFailed title={t('list.loadFailed')} retry={t('list.retry')} onRetry={list.refetch} />}
      <Panel>
        <SelectionBar selected={overview.selected} total={total} unread={unread.data ?? 0} />
        <ListTable
          rows={list.data?.items ?? noRows}
          columns={columns}
          phoneColumn={phoneColumn}
          expanded={overview.expanded}
          selected={overview.selected}
          renderInfo={renderInfo}
          texts={texts}
          fetching={list.isFetching}
          pending={list.isPending}
          pagination={listPagination(overview, total, (count) => t('list.total', { count }))}
          onSort={onSort}
          minWidth={900}
        />
      </Panel>
    </Flex>
  );
}
