import type { SortOrder } from 'antd/es/table/interface';
import type { ListSort } from '../../lib/list-search.ts';

/**
 * The props of a sortable column: its key is the sort field the server gets, and the header's tooltip names that
 * field (a column that shows several values sorts by one of them). `sort` is the sort in effect, default included.
 */
export function sortableColumn(sort: ListSort, field: string, tooltip: string) {
  return {
    key: field,
    sorter: true,
    sortOrder: (sort.sort === field ? (sort.sortOrder === 'desc' ? 'descend' : 'ascend') : null) as SortOrder,
    showSorterTooltip: { title: tooltip },
  };
}

/** antd sorter → address sort (one column at a time; clearing returns to the default). */
export function sortFromSorter(sorter: unknown): ListSort {
  const s = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: string; order?: SortOrder } | undefined;
  if (!s?.order || !s.columnKey) return { sort: undefined, sortOrder: undefined };
  return { sort: String(s.columnKey), sortOrder: s.order === 'descend' ? 'desc' : 'asce' };
}
