import { Table, type TablePaginationConfig } from 'antd';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SortState, sortFromSorter } from '../../features/displays/components/display-columns.tsx';
import tableStyles from './list-table.module.css';
import { ListRowsProvider, type useListRows } from './list-rows.tsx';

type Props<T extends { id: string; onlineId: number }> = {
  list: ReturnType<typeof useListRows<T>>;
  rows: T[];
  fetching: boolean;
  pending: boolean;
  pagination: TablePaginationConfig;
  onSort: (sort: SortState) => void;
  /** Narrower windows scroll the table sideways (px): the fixed column widths plus room for the title. */
  minWidth: number;
  /** Loads the code of the Info row (components/lazy-rows.tsx), started once the list is idle. */
  loadInfoRow: () => Promise<unknown>;
};

const InfoRowWarmUp = lazy(() =>
  import('../../features/displays/components/info-row-warm-up.tsx').then((m) => ({ default: m.InfoRowWarmUp })),
);
const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * Once the list is idle: loads the Info row's code and mounts the hidden warm-up of its antd components
 * (info-row-warm-up.tsx), so the first row opens as fast as the later ones.
 */
function WarmUpWhenIdle({ load }: { load: () => Promise<unknown> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const handle = idle(() => {
      void load();
      setReady(true);
    });
    return () =>
      typeof cancelIdleCallback === 'function'
        ? cancelIdleCallback(handle as number)
        : clearTimeout(handle as ReturnType<typeof setTimeout>);
  }, [load]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <InfoRowWarmUp />
    </Suspense>
  );
}

/** The table of a display overview: Info rows (and selection) from `useListRows`, 'loading...', 'no display found'. */
export function DisplayListTable<T extends { id: string; onlineId: number }>({
  list,
  rows,
  fetching,
  pending,
  pagination,
  onSort,
  minWidth,
  loadInfoRow,
}: Props<T>) {
  const { t } = useTranslation('displays');
  const viewWidth = useVisibleTableWidth();
  return (
    <ListRowsProvider state={list.state}>
      <div ref={viewWidth}>
        <Table<T>
          className={tableStyles.table}
          style={{ '--display-table-min-width': `${minWidth}px` } as React.CSSProperties}
          rowKey="id"
          size="small"
          columns={list.columns}
          components={list.components}
          dataSource={rows}
          loading={fetching && { tip: t('states.loading') }}
          pagination={pagination}
          locale={{ emptyText: pending ? t('states.loading') : t('states.empty') }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') onSort(sortFromSorter(sorter));
          }}
          tableLayout="fixed"
          sortDirections={['ascend', 'descend', 'ascend']}
        />
        {rows.length > 0 && <WarmUpWhenIdle load={loadInfoRow} />}
      </div>
    </ListRowsProvider>
  );
}

/**
 * Keeps `--display-table-view-width` on the wrapper at the visible width of the table's scroll area, so an open Info
 * row of a table wider than the window stays within view (display-table.module.css) instead of spanning the table.
 */
function useVisibleTableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    const area = wrapper?.querySelector<HTMLElement>('.ant-table-content');
    if (!wrapper || !area) return;
    const observer = new ResizeObserver(() =>
      wrapper.style.setProperty('--display-table-view-width', `${area.clientWidth}px`),
    );
    observer.observe(area);
    return () => observer.disconnect();
  }, []);
  return ref;
}
