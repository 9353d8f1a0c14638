import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortableColumn } from '../../../../components/list/sorting.ts';
import type { ListSort } from '../../../../lib/list-search.ts';
import type { MediaListFile } from '../../api/search-files.ts';
import { MediaStatus } from '../../components/media-status.tsx';
import { MediaThumb } from '../../components/media-thumb.tsx';
import { DataCell, FileCell, TitleCell, UploadCell } from './media-cells.tsx';
import styles from './media-cells.module.css';

/** The upload information column sorts by the upload date unless the sort in effect is one of its other two dates. */
const uploadSortField = (sort: ListSort) =>
  sort.sort === 'firstUse' || sort.sort === 'updatedAt' ? sort.sort : 'date';

/**
 * The columns of spec 02 §2 'Media assignment overview' (select and expand come from the list table): id, file
 * (thumbnail and type), title and description, category/data (resolution, size, duration), upload information
 * (uploadedOn, firstUse, lastChange; sorts by firstUse, updatedAt or date) and the status ribbon.
 */
export function mediaColumns(t: TFunction<'mediaPool'>, sort: ListSort): ColumnType<MediaListFile>[] {
  const uploadField = uploadSortField(sort);
  return [
    {
      ...sortableColumn(sort, 'onlineId', t('list.sort.onlineId')),
      dataIndex: 'onlineId',
      title: t('list.columns.id'),
      width: 64,
    },
    {
      key: 'file',
      title: t('list.columns.file'),
      width: 104,
      render: (_, row) => <FileCell row={row} />,
    },
    {
      key: 'title',
      title: t('list.columns.titleDescription'),
      render: (_, row) => <TitleCell title={row.title} description={row.description} />,
    },
    {
      key: 'data',
      title: t('list.columns.categoryData'),
      width: 170,
      render: (_, row) => <DataCell row={row} />,
    },
    {
      ...sortableColumn(sort, uploadField, t(`list.sort.${uploadField}`)),
      title: t('list.columns.uploadInfo'),
      width: 190,
      render: (_, row) => <UploadCell row={row} />,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      width: 150,
      render: (_, row) => <MediaStatus file={row} />,
    },
  ];
}

/** The one column of a phone: thumbnail, number, title with description, status ribbon. Sorts by number. */
export function mediaPhoneColumn(t: TFunction<'mediaPool'>, sort: ListSort): ColumnType<MediaListFile> {
  return {
    ...sortableColumn(sort, 'onlineId', t('list.sort.onlineId')),
    title: t('list.columns.titleDescription'),
    render: (_, row) => (
      <div className={styles.phone}>
        <MediaThumb file={row} />
        <div className={styles.phoneText}>
          <span className={styles.secondary}>{t('list.idValue', { id: row.onlineId })}</span>
          <TitleCell title={row.title} description={row.description} />
          <MediaStatus file={row} />
        </div>
      </div>
    ),
  };
}
