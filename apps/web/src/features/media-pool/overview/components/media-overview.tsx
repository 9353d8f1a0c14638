import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../../components/panel.tsx';
import { listPagination } from '../../../../components/list/list-pagination.ts';
import { ListTable } from '../../../../components/list/list-table.tsx';
import type { KeySetStore } from '../../../../hooks/key-set-store.ts';
import type { Overview } from '../../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../../hooks/use-page-clamp.ts';
import { prefetchExpandedInfo } from '../../api/get-expanded-info.ts';
import { type MediaListFile, useMediaSearch } from '../../api/search-files.ts';
import { useMediaAbilities } from '../../hooks/use-media-abilities.ts';
import { useMediaView } from '../../hooks/use-media-view.ts';
import { type MediaFilter, quickSearchKeys } from '../lib/filters.ts';
import { LazyExpandedMediaRow, preloadExpandedMediaRow } from './lazy-media-row.tsx';
import { mediaColumns, mediaPhoneColumn } from './media-columns.tsx';
import { LazyMediaGrid, LazySearchForm, LazySortBar } from './lazy-controls.tsx';
import { WarmUp } from './warm-up.tsx';
import { LoadFailed } from '../../../../components/load-failed.tsx';

export type MediaOverviewMode = 'overview' | 'assignment' | 'picker';
const noRows: MediaListFile[] = [];

/**
 * The media pool overview in its three modes (issue 21: one component, not three copies):
 * - `overview` (/dashboard/media-pool/list): quick search, table or grid, the expanded row with its management blocks,
 *   the bulk bar (`toolbar`);
 * - `assignment` (the users and roles issue's media assignment overview): the same without management blocks; the
 *   page puts its assign action into `toolbar`;
 * - `picker` (the display wizard's placeholder step): in a dialog, its state not in the address (`useLocalOverview`),
 *   `fixed` filters (pictures, not archived) and the page's "use" action in `toolbar`.
 */
export function MediaOverview({
  mode,
  overview,
  detailedHref,
  toolbar,
  fixed,
}: {
  mode: MediaOverviewMode;
  overview: Overview<MediaFilter>;
  /** The detailed search with the current query (overview and assignment modes). */
  detailedHref?: string;
  toolbar?: (parts: {
    selected: KeySetStore;
    rows: readonly MediaListFile[];
    total: number;
    listAnswered: boolean;
  }) => ReactNode;
  /** Filters the mode sets for every search (the picker's pictures only). */
  fixed?: Partial<MediaFilter>;
}) {
  const { t } = useTranslation('mediaPool');
  const abilities = useMediaAbilities();
  const [view, setView] = useMediaView(abilities.userId);
  const values = useMemo(() => ({ ...overview.values, ...fixed }), [overview.values, fixed]);
  const search = useMediaSearch(values);
  const rows = search.data?.files ?? noRows;
  const total = search.data?.totalCount ?? 0;
  const manage = mode === 'overview';
  const { sort, selected, expanded } = overview;
  const columns = useMemo(() => ({ wide: mediaColumns(t, sort), phone: mediaPhoneColumn(t, sort) }), [t, sort]);
  const renderInfo = useCallback((row: MediaListFile) => <LazyExpandedMediaRow row={row} manage={manage} />, [manage]);
  const texts = useMemo(
    () => ({
      info: t('list.info'),
      infoFor: (row: MediaListFile) => t('list.infoFor', { id: row.onlineId }),
      selectAll: t('list.selectAll'),
      selectRow: (row: MediaListFile) => t('list.selectRow', { id: row.onlineId }),
      loading: t('list.loading'),
      empty: t('list.empty'),
    }),
    [t],
  );
  const pagination = listPagination(overview, total, (count) => t('list.total', { count }));
  usePageClamp(overview, search);
  const answered = !search.isLoading;

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <Panel title={t('list.quickSearch')}>
        <LazySearchForm
          key={overview.query}
          listAnswered={answered}
          initialValues={overview.formValues}
          onSubmit={(form) => overview.search(form, quickSearchKeys)}
          onReset={overview.reset}
          hidden={fixed ? Object.keys(fixed) : undefined}
          actions={
            detailedHref && (
              <Link to={detailedHref}>
                <Button icon={<FilterOutlined aria-hidden />}>{t('list.detailedSearch')}</Button>
              </Link>
            )
          }
        />
      </Panel>
      {search.isError && <LoadFailed title={t('list.loadFailed')} retry={t('list.retry')} onRetry={search.refetch} />}
      <Panel>
        <LazySortBar
          listAnswered={answered}
          id={`media-sort-${mode}`}
          sort={sort}
          onSort={overview.sortBy}
          view={view}
          onView={setView}
        />
        {toolbar?.({ selected, rows, total, listAnswered: answered })}
        {view === 'grid' ? (
          <LazyMediaGrid
            rows={rows}
            selected={toolbar ? selected : undefined}
            pagination={pagination}
            pending={search.isPending}
            fetching={search.isFetching}
            manage={manage}
          />
        ) : (
          <ListTable
            rows={rows}
            columns={columns.wide}
            phoneColumn={columns.phone}
            expanded={expanded}
            selected={toolbar ? selected : undefined}
            renderInfo={renderInfo}
            prefetchInfo={prefetchExpandedInfo}
            texts={texts}
            fetching={search.isFetching}
            pending={search.isPending}
            pagination={pagination}
            onSort={overview.sortBy}
            minWidth={880}
            warmUp={<WarmUp load={preloadExpandedMediaRow} />}
          />
        )}
      </Panel>
    </Flex>
  );
}
