import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { phoneQuery, useMediaQuery } from '../../hooks/use-media-query.ts';
import type { ListSort } from '../../lib/list-search.ts';
import { type Keyed, type ListRowTexts, ListRowsProvider, type ListRowsOptions, useListRows } from './list-rows.tsx';
import { useListPager } from './list-pager.tsx';
import tableStyles from './list-table.module.css';
import { sortFromSorter } from './sorting.ts';
import { WhenIdle } from './when-idle.tsx';

export type ListTableTexts<T> = ListRowTexts<T> & { loading: string; empty: string };

type Props<T extends Keyed> = Omit<ListRowsOptions<T>, 'texts'> & {
  texts: ListTableTexts<T>;
  /**
   * The one column phones (below 576 px) show instead of `columns` (beside Info and selection): what identifies the
   * row (its title, readable in full), its status and its actions, stacked. Without it phones scroll the table.
   */
  phoneColumn?: ColumnType<T>;
  fetching: boolean;
  pending: boolean;
  pagination: TablePaginationConfig;
  onSort: (sort: ListSort) => void;
  /** Narrower windows scroll the table sideways (px): the fixed column widths plus room for the title. */
  minWidth: number;
  /**
   * Rendered once a list with rows is idle (hidden): loads the Info row's code and prepares its components, so the
   * first row opens as fast as the later ones.
   */
  warmUp?: ReactNode;
};

/**
 * The table of an overview: Info rows and selection in key-set stores (list-rows.tsx), sorting and paging through
 * the address (hooks/use-overview.ts), 'loading...' and the empty text, and a compact column set on phones.
 */
export function ListTable<T extends Keyed>({
  texts,
  phoneColumn,
  fetching,
  pending,
  pagination,
  onSort,
  minWidth,
  warmUp,
  ...rowOptions
}: Props<T>) {
  const phone = useMediaQuery(phoneQuery) && phoneColumn !== undefined;
  const { columns, rows } = rowOptions;
  const shown = useMemo(() => (phone && phoneColumn ? [phoneColumn] : columns), [phone, phoneColumn, columns]);
  const list = useListRows({ ...rowOptions, columns: shown, texts });
  const viewWidth = useVisibleTableWidth();
  const pager = useListPager();
  return (
    <ListRowsProvider state={list.state}>
      <div ref={viewWidth}>
        <Table<T>
          className={tableStyles.table}
          style={{ '--list-table-min-width': phone ? '0px' : `${minWidth}px` } as React.CSSProperties}
          rowKey="id"
          size="small"
          columns={list.columns}
          components={list.components}
          dataSource={rows as T[]}
          loading={fetching && { tip: texts.loading }}
          pagination={{ ...pagination, ...pager }}
          locale={{ emptyText: pending ? texts.loading : texts.empty }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') onSort(sortFromSorter(sorter));
          }}
          tableLayout="fixed"
          sortDirections={['ascend', 'descend', 'ascend']}
        />
        {rows.length > 0 && warmUp && <WhenIdle>{warmUp}</WhenIdle>}
      </div>
    </ListRowsProvider>
  );
}

/**
 * Keeps `--list-table-view-width` on the wrapper at the visible width of the table's scroll area, so an open Info
 * row of a table wider than the window stays within view (list-table.module.css) instead of spanning the table.
 */
function useVisibleTableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    const area = wrapper?.querySelector<HTMLElement>('.ant-table-content');
    if (!wrapper || !area) return;
    const observer = new ResizeObserver(() =>
      wrapper.style.setProperty('--list-table-view-width', `${area.clientWidth}px`),
    );
    observer.observe(area);
    return () => observer.disconnect();
  }, []);
  return ref;
}
