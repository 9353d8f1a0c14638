import type { TablePaginationConfig } from 'antd';
import { pageSizes } from '../../lib/list-search.ts';

/**
 * Pagination of an overview, at the top and the bottom (10/20/50/100 per page). Paging writes the address through
 * the overview (hooks/use-overview.ts), where a new page size starts again at page 1.
 */
export function listPagination(
  overview: { page: number; perPage: number; goTo: (page: number, pageSize: number) => void },
  total: number,
  totalText: (count: number) => string,
): TablePaginationConfig {
  return {
    current: overview.page,
    pageSize: overview.perPage,
    total,
    showSizeChanger: true,
    pageSizeOptions: pageSizes.map(String),
    placement: ['topEnd', 'bottomEnd'],
    showTotal: totalText,
    onChange: overview.goTo,
  };
}
