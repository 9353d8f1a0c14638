import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { SearchValues } from '../../lib/search-state.ts';
import { pageSizes } from '../../features/displays/lib/filters.ts';

/**
 * Pagination of the display overviews, at the top and the bottom (10/20/50/100 per page). Paging writes the address;
 * a new page size starts again at page 1.
 */
export function listPagination<F extends { page?: number; perPage?: number }>(
  t: TFunction<'displays'>,
  filters: F,
  total: number,
  setFilters: (next: SearchValues) => void,
): TablePaginationConfig {
  const perPage = filters.perPage ?? 10;
  return {
    current: filters.page ?? 1,
    pageSize: perPage,
    total,
    showSizeChanger: true,
    pageSizeOptions: pageSizes.map(String),
    placement: ['topEnd', 'bottomEnd'],
    showTotal: (n) => t('table.total', { count: n }),
    onChange: (page, pageSize) =>
      setFilters({ ...(filters as SearchValues), page: pageSize !== perPage ? 1 : page, perPage: pageSize }),
  };
}
