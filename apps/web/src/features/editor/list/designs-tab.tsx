import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../components/list/list-pagination.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import type { Overview } from '../../../hooks/use-overview.ts';
import { usePageClamp } from '../../../hooks/use-page-clamp.ts';
import { type DesignListItem, useDesigns } from '../api/designs.ts';
import { type DesignPageValues, designListQuery } from '../lib/design-search.ts';
import type { DesignAbilities, DesignAction } from '../lib/card-actions.ts';
import { DesignGrid } from './design-grid.tsx';
import { DesignToolbar } from './design-toolbar.tsx';

const noRows: DesignListItem[] = [];

/** One tab of the list page (designs or templates): search, sort, the cards and the pager. */
export function DesignsTab({
  overview,
  may,
  onAction,
  onCreate,
}: {
  overview: Overview<DesignPageValues>;
  may: DesignAbilities;
  onAction: (action: DesignAction, design: DesignListItem) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('editor');
  const query = designListQuery(overview.values);
  const list = useDesigns(query);
  usePageClamp(overview, list);
  const total = list.data?.totalCount ?? 0;
  const templates = query.kind === 'templates';
  const totalText = (count: number) => t(templates ? 'list.totalTemplates' : 'list.total', { count });
  return (
    <Flex vertical gap={16}>
      <DesignToolbar overview={overview} />
      {list.isError && (
        <LoadFailed title={t('list.loadFailed')} retry={t('common:actions.retry')} onRetry={list.refetch} />
      )}
      <DesignGrid
        rows={list.data?.items ?? noRows}
        may={may}
        pagination={listPagination(overview, total, totalText)}
        pending={list.isPending}
        fetching={list.isFetching}
        empty={emptyState()}
        onAction={onAction}
      />
    </Flex>
  );

  function emptyState() {
    if (query.keyword) {
      return {
        text: t('list.noMatch', { keyword: query.keyword }),
        action: { label: t('list.clearSearch'), onClick: () => overview.search({ keyword: undefined }) },
      };
    }
    if (templates) return { text: t('list.emptyTemplates') };
    if (!may.create) return { text: t('list.emptyDesignsReadOnly') };
    return { text: t('list.emptyDesigns'), action: { label: t('create.open'), onClick: onCreate } };
  }
}
