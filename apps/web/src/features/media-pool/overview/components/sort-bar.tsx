import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Flex, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type MediaSortField, mediaSortFields } from '@plakat/shared';
import type { ListSort } from '../../../../lib/list-search.ts';
import type { MediaView } from '../../hooks/use-media-view.ts';

/**
 * Sort field (number, upload date, first use, last change: spec 02 §2), order, and table or grid. The table's headers
 * sort too; the grid has none, so the sort lives here for both views.
 */
export function SortBar({
  id,
  sort,
  onSort,
  view,
  onView,
}: {
  id: string;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  view: MediaView;
  onView: (view: MediaView) => void;
}) {
  const { t } = useTranslation('mediaPool');
  const field = (sort.sort ?? 'onlineId') as MediaSortField;
  return (
    <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Flex gap={8} align="center" wrap>
        <label htmlFor={id}>{t('list.sortBy')}</label>
        <Select
          id={id}
          value={field}
          style={{ minWidth: 150 }}
          options={mediaSortFields.map((f) => ({ value: f, label: t(`list.sort.${f}`) }))}
          onChange={(next) => onSort({ sort: next, sortOrder: sort.sortOrder })}
        />
        <Segmented
          aria-label={t('list.sortOrder')}
          value={sort.sortOrder === 'desc' ? 'desc' : 'asce'}
          options={[
            { value: 'asce', label: t('list.ascending') },
            { value: 'desc', label: t('list.descending') },
          ]}
          onChange={(order) => onSort({ sort: field, sortOrder: order as 'asce' | 'desc' })}
        />
      </Flex>
      <Segmented
        aria-label={t('list.view')}
        value={view}
        onChange={(next) => onView(next as MediaView)}
        options={[
          { value: 'table', label: t('list.viewTable'), icon: <UnorderedListOutlined aria-hidden /> },
          { value: 'grid', label: t('list.viewGrid'), icon: <AppstoreOutlined aria-hidden /> },
        ]}
      />
    </Flex>
  );
}
