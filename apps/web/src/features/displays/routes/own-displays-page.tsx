import { DesktopOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DisplayListItem } from '@plakat/shared';
import { paths } from '../../../config/paths.ts';
import { Panel } from '../../../components/panel.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useCanWriteDisplay } from '../hooks/use-can-write-display.ts';
import { useSearchState } from '../../../lib/search-state.ts';
import { usePageClamp } from '../../../hooks/use-page-clamp.ts';
import { prefetchDisplayDetails } from '../api/get-expanded-info.ts';
import { useDisplaySearch } from '../api/search-displays.ts';
import { RowActions, displayColumns } from '../components/display-columns.tsx';
import { ExpandedRow, loadExpandedRow } from '../components/lazy-rows.tsx';
import { listPagination } from '../../../components/list/list-pagination.ts';
import { useListRows } from '../../../components/list/list-rows.tsx';
import { DisplayListTable } from '../../../components/list/list-table.tsx';
import { LockModal, ShutdownModal } from '../components/lazy-dialogs.tsx';
import { useDialog } from '../../../hooks/use-dialog.ts';
import { QuickSearchForm } from '../components/lazy-search-forms.tsx';
import type { OwnSearchValues } from '../components/own-search-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ownDisplayFilter, ownFilterKeys, paging10, withNewFilters } from '../lib/filters.ts';
import type { BulkPlan } from '../lib/bulk-plan.ts';
import { createKeySetStore } from '../../../hooks/key-set-store.ts';
import { SelectionBar } from '../components/selection-bar.tsx';

const dm = paths.dashboard.displayManagement;
const noRows: DisplayListItem[] = [];

/**
 * /dashboard/display-management/own-list: the own display overview (spec 02 §2). All search state is in the
 * address; sorting and paging write to it; rows expand lazily into the Info row.
 */
export function OwnDisplaysPage() {
  const { t } = useTranslation('displays');
  const location = useLocation();
  const [filters, setFilters] = useSearchState(ownDisplayFilter, paging10);
  const search = useDisplaySearch(filters);
  const [selected] = useState(createKeySetStore);
  const [expanded] = useState(createKeySetStore);
  // The selection belongs to one query (filters, page, sort): a new query starts with an empty selection. (Not the
  // address itself: rewriting it without its invalid or default values is the same query.)
  const query = JSON.stringify(filters);
  const selectionQuery = useRef(query);
  useEffect(() => {
    if (selectionQuery.current === query) return;
    selectionQuery.current = query;
    selected.set([]);
  }, [query, selected]);
  const { dialog, open: setDialog, close: closeDialog } = useDialog<BulkPlan>();
  const canWrite = useCanWriteDisplay();
  const canLock = useCan('SET_DISPLAY_LOCK');
  const canDelete = useCan('DELETE_DISPLAY');
  const canCreate = useCan('CREATE_DISPLAY');

  const onUnlock = useCallback((id: string) => setDialog({ kind: 'unlock', ids: [id], skipped: [] }), [setDialog]);
  const sortState = { sort: filters.sort, sortOrder: filters.sortOrder };
  // biome-ignore lint/correctness/useExhaustiveDependencies: sort fields are the identity of sortState
  const columns = useMemo(
    () =>
      displayColumns<DisplayListItem>(t, sortState, {
        actions: (row) => <RowActions row={row} canWrite={canWrite} canLock={canLock} onUnlock={onUnlock} />,
      }),
    [t, filters.sort, filters.sortOrder, canWrite, canLock, onUnlock],
  );
  const rows = search.data?.displays ?? noRows;
  const selectable = canLock || canDelete;
  const renderInfo = useCallback((row: DisplayListItem) => <ExpandedRow row={row} />, []);
  const list = useListRows({
    t,
    rows,
    columns,
    expanded,
    selected: selectable ? selected : undefined,
    renderInfo,
    prefetchInfo: prefetchDisplayDetails,
  });

  const total = search.data?.totalCount ?? 0;
  const pagination = listPagination(t, filters, total, setFilters);
  usePageClamp(filters, search.data, search.isPlaceholderData, setFilters);

  const submit = (values: OwnSearchValues) =>
    setFilters(
      withNewFilters(
        filters,
        ['keyword', 'status', 'period', 'categoryId', 'lockStatus'],
        values as Record<string, unknown>,
      ),
    );
  const reset = () => setFilters({ perPage: filters.perPage, sort: filters.sort, sortOrder: filters.sortOrder });
  const formValues: OwnSearchValues = Object.fromEntries(ownFilterKeys.map((k) => [k, filters[k]]));

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <PageHeader
        back={dm.root}
        backLabel={t('back.displayManagement')}
        icon={<DesktopOutlined />}
        title={t('own.heading')}
        intro={t('own.intro')}
        extra={
          canCreate && (
            <Link to={dm.create}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('actions.createDisplay')}
              </Button>
            </Link>
          )
        }
      />
      <Panel title={t('own.quickSearch')}>
        <QuickSearchForm
          key={query}
          initialValues={formValues}
          onSubmit={submit}
          onReset={reset}
          detailed={
            <Link to={`${dm.ownSearch}${location.search}`}>
              <Button icon={<FilterOutlined />}>{t('actions.detailedSearch')}</Button>
            </Link>
          }
        />
      </Panel>
      {search.isError && (
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
        <SelectionBar
          selected={selected}
          rows={rows}
          total={total}
          canDelete={canDelete}
          canLock={canLock}
          onBulk={setDialog}
        />
        <DisplayListTable
          list={list}
          rows={rows}
          fetching={search.isFetching}
          pending={search.isPending}
          pagination={pagination}
          onSort={(sort) => setFilters({ ...filters, ...sort, page: 1 })}
          minWidth={920}
          loadInfoRow={loadExpandedRow}
        />
      </Panel>
      <Suspense fallback={null}>
        {dialog?.kind === 'shutdown' && (
          <ShutdownModal
            ids={dialog.ids}
            skipped={dialog.skipped}
            open
            onClose={closeDialog}
            onDone={() => selected.set([])}
          />
        )}
        {(dialog?.kind === 'lock' || dialog?.kind === 'unlock') && (
          <LockModal
            ids={dialog.ids}
            skipped={dialog.skipped}
            action={dialog.kind}
            open
            onClose={closeDialog}
            onDone={() => selected.set([])}
          />
        )}
      </Suspense>
    </Flex>
  );
}
