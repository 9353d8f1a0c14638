import { DesktopOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DisplayListItem } from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';
import { Panel } from '../../../../components/panel.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { listPagination } from '../../../../components/list/list-pagination.ts';
import { ListTable } from '../../../../components/list/list-table.tsx';
import type { KeySetStore } from '../../../../hooks/key-set-store.ts';
import { useDialog } from '../../../../hooks/use-dialog.ts';
import { useOverview } from '../../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../../hooks/use-page-clamp.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { useCanWriteDisplay } from '../../hooks/use-can-write-display.ts';
import { prefetchDisplayDetails } from '../../api/get-expanded-info.ts';
import { useDisplaySearch } from '../../api/search-displays.ts';
import { displayColumns, displayPhoneColumn } from '../components/display-columns.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { useDisplayListTexts } from '../hooks/use-display-list-texts.ts';
import { ExpandedRow, expandedRowWarmUp } from '../components/lazy-rows.tsx';
import { LockModal, ShutdownModal } from '../../state-changes/components/lazy-dialogs.tsx';
import { QuickSearchForm } from '../../search/components/lazy-search-forms.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { ownDisplaySearch } from '../../search/lib/filters.ts';
import type { BulkPlan } from '../../state-changes/lib/bulk-plan.ts';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { FleetBar } from '../../fleet/components/lazy-fleet-bar.tsx';

const dm = paths.dashboard.displayManagement;
const keepPairCode = (search: string) =>
  search.includes('pair=') && import('../../pairing/lib/pending-code.ts').then((m) => m.capturePairCode(search));
const noRows: DisplayListItem[] = [];
/** The fields of the quick search form: a quick search keeps the detailed search's other filters. */
const quickKeys = ['keyword', 'status', 'period', 'categoryId', 'lockStatus', 'connection'] as const;

/** What the display assignment page (user management) puts around the overview in its assignment mode. */
export type DisplayAssignmentMode = {
  header: ReactNode;
  /** The selected-count header with the assign action, above the table. */
  toolbar: (parts: { selected: KeySetStore; total: number; listAnswered: boolean }) => ReactNode;
};

/**
 * /dashboard/display-management/own-list: the own display overview (spec 02 §2). All search state is in the
 * address; sorting and paging write to it; rows expand lazily into the Info row. The selection belongs to one query
 * (hooks/use-overview.ts). With `assignment` it is the display assignment overview: no row actions, bulk actions,
 * management panel or detailed search; the selection spans pages and searches (the whole set to assign).
 */
export function OwnDisplaysPage({ assignment }: { assignment?: DisplayAssignmentMode }) {
  const { t } = useTranslation('displays');
  const location = useLocation();
  // Read before the overview rewrites its address: a screen's QR code brings `?pair=` (kept lazily, it is rare).
  useState(() => keepPairCode(location.search));
  const overview = useOverview(ownDisplaySearch, { keepSelection: Boolean(assignment) });
  const search = useDisplaySearch(overview.values);
  const { selected, expanded } = overview;
  const { dialog, open: setDialog, close: closeDialog } = useDialog<BulkPlan>();
  const canWrite = useCanWriteDisplay();
  const canLock = useCan('SET_DISPLAY_LOCK');
  const canDelete = useCan('DELETE_DISPLAY');
  const canCreate = useCan('CREATE_DISPLAY');

  const onUnlock = useCallback((id: string) => setDialog({ kind: 'unlock', ids: [id], skipped: [] }), [setDialog]);
  const { sort } = overview;
  const manage = !assignment;
  const columns = useMemo(() => {
    const options = {
      connection: true,
      actions: manage
        ? (row: DisplayListItem) => <RowActions row={row} canWrite={canWrite} canLock={canLock} onUnlock={onUnlock} />
        : undefined,
    };
    return { wide: displayColumns(t, sort, options), phone: displayPhoneColumn(t, sort, options) };
  }, [t, sort, canWrite, canLock, onUnlock, manage]);
  const rows = search.data?.displays ?? noRows;
  const texts = useDisplayListTexts();
  const renderInfo = useCallback((row: DisplayListItem) => <ExpandedRow row={row} manage={manage} />, [manage]);

  const total = search.data?.totalCount ?? 0;
  const pagination = listPagination(overview, total, (count) => t('table.total', { count }));
  usePageClamp(overview, search);

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      {assignment?.header ?? (
        <PageHeader
          back={dm.root}
          backLabel={t('back.displayManagement')}
          icon={<DesktopOutlined />}
          title={t('own.heading')}
          intro={t('own.intro')}
          extra={
            canCreate && (
              <Link to={dm.create}>
                <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                  {t('actions.createDisplay')}
                </Button>
              </Link>
            )
          }
        />
      )}
      <Panel title={t('own.quickSearch')}>
        <QuickSearchForm
          key={overview.query}
          listAnswered={!search.isLoading}
          initialValues={overview.formValues}
          onSubmit={(values) => overview.search(values, quickKeys)}
          onReset={overview.reset}
          detailedHref={manage ? `${dm.ownSearch}${location.search}` : undefined}
        />
      </Panel>
      {manage && <FleetBar values={overview.values} set={overview.set} listAnswered={!search.isLoading} />}
      {search.isError && (
        <LoadFailed title={t('errors.loadFailed')} retry={t('actions.retry')} onRetry={search.refetch} />
      )}
      <Panel hidden={manage && overview.values.view === 'map'}>
        {assignment ? (
          assignment.toolbar({ selected, total, listAnswered: !search.isLoading })
        ) : (
          <SelectionBar
            selected={selected}
            rows={rows}
            total={total}
            canDelete={canDelete}
            canLock={canLock}
            onBulk={setDialog}
          />
        )}
        <ListTable
          rows={rows}
          columns={columns.wide}
          phoneColumn={columns.phone}
          expanded={expanded}
          selected={assignment || canLock || canDelete ? selected : undefined}
          renderInfo={renderInfo}
          prefetchInfo={prefetchDisplayDetails}
          texts={texts}
          fetching={search.isFetching}
          pending={search.isPending}
          pagination={pagination}
          onSort={overview.sortBy}
          minWidth={920}
          warmUp={expandedRowWarmUp}
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
