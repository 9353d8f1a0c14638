import { AppstoreOutlined, FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Segmented, Select } from 'antd';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaSortFields } from '@plakat/shared';
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
import type { MediaFilter } from '../lib/filters.ts';
import { LazyExpandedMediaRow, preloadExpandedMediaRow } from './lazy-media-row.tsx';
import { mediaColumns, mediaPhoneColumn } from './media-columns.tsx';
import { MediaGrid } from './media-grid.tsx';
import { MediaSearchForm, quickSearchKeys } from './media-search-form.tsx';
import { WarmUp } from './warm-up.tsx';

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
  toolbar?: (parts: { selected: KeySetStore; rows: readonly MediaListFile[]; total: number }) => ReactNode;
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
  const sortField = sort.sort ?? 'onlineId';

  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      <Panel title={t('list.quickSearch')}>
        <MediaSearchForm
          key={overview.query}
          initialValues={overview.formValues}
          onSubmit={(form) => overview.search(form, quickSearchKeys)}
          onReset={overview.reset}
          actions={
            detailedHref && (
              <Link to={detailedHref}>
                <Button icon={<FilterOutlined aria-hidden />}>{t('list.detailedSearch')}</Button>
              </Link>
            )
          }
        />
      </Panel>
      {search.isError && (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={
            <Button size="small" onClick={() => search.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      )}
      <Panel>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Flex gap={8} align="center" wrap>
            <label htmlFor={`media-sort-${mode}`}>{t('list.sortBy')}</label>
            <Select
              id={`media-sort-${mode}`}
              value={sortField}
              style={{ minWidth: 150 }}
              options={mediaSortFields.map((field) => ({ value: field, label: t(`list.sort.${field}`) }))}
              onChange={(field) => overview.sortBy({ sort: field, sortOrder: sort.sortOrder })}
            />
            <Segmented
              aria-label={t('list.sortOrder')}
              value={sort.sortOrder === 'desc' ? 'desc' : 'asce'}
              options={[
                { value: 'asce', label: t('list.ascending') },
                { value: 'desc', label: t('list.descending') },
              ]}
              onChange={(order) => overview.sortBy({ sort: sortField, sortOrder: order as 'asce' | 'desc' })}
            />
          </Flex>
          <Segmented
            aria-label={t('list.view')}
            value={view}
            onChange={(next) => setView(next as 'table' | 'grid')}
            options={[
              { value: 'table', label: t('list.viewTable'), icon: <UnorderedListOutlined aria-hidden /> },
              { value: 'grid', label: t('list.viewGrid'), icon: <AppstoreOutlined aria-hidden /> },
            ]}
          />
        </Flex>
        {toolbar?.({ selected, rows, total })}
        {view === 'grid' ? (
          <MediaGrid
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
