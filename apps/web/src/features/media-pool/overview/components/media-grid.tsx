import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Empty, Pagination, Spin, type TablePaginationConfig } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPager } from '../../../../components/list/list-pager.tsx';
import { type KeySetStore, useHasKey, useKeySet } from '../../../../hooks/key-set-store.ts';
import { phoneQuery, useMediaQuery } from '../../../../hooks/use-media-query.ts';
import type { MediaListFile } from '../../api/search-files.ts';
import { MediaStatus } from '../../components/media-status.tsx';
import { MediaThumb } from '../../components/media-thumb.tsx';
import { LazyExpandedMediaRow } from './lazy-media-row.tsx';
import styles from './media-grid.module.css';

const GridCard = memo(function GridCard({
  row,
  selected,
  onInfo,
}: {
  row: MediaListFile;
  selected?: KeySetStore;
  onInfo: (row: MediaListFile) => void;
}) {
  const { t } = useTranslation('mediaPool');
  return (
    <li className={styles.card}>
      <button
        type="button"
        className={styles.preview}
        onClick={() => onInfo(row)}
        aria-label={t('list.openInfo', { title: row.title })}
      >
        <MediaThumb file={row} size="large" />
      </button>
      <div className={styles.body}>
        <div className={styles.head}>
          {selected && <SelectBox store={selected} row={row} />}
          <span className={styles.number}>{t('list.idValue', { id: row.onlineId })}</span>
          <Button
            type="text"
            size="small"
            icon={<InfoCircleOutlined aria-hidden />}
            aria-label={t('list.infoFor', { id: row.onlineId })}
            onClick={() => onInfo(row)}
          />
        </div>
        <strong className={styles.title} title={row.title}>
          {row.title}
        </strong>
        <MediaStatus file={row} />
      </div>
    </li>
  );
});

function SelectBox({ store, row }: { store: KeySetStore; row: MediaListFile }) {
  const { t } = useTranslation('mediaPool');
  const checked = useHasKey(store, row.id);
  return (
    <Checkbox
      checked={checked}
      aria-label={t('list.selectRow', { id: row.onlineId })}
      onChange={(e) => store.toggle(row.id, e.target.checked)}
    />
  );
}

function SelectPage({ store, rows }: { store: KeySetStore; rows: readonly MediaListFile[] }) {
  const { t } = useTranslation('mediaPool');
  const chosen = useKeySet(store);
  const count = rows.filter((row) => chosen.has(row.id)).length;
  return (
    <Checkbox
      checked={count === rows.length}
      indeterminate={count > 0 && count < rows.length}
      onChange={(e) =>
        store.setMany(
          rows.map((row) => row.id),
          e.target.checked,
        )
      }
    >
      {t('list.selectAll')}
    </Checkbox>
  );
}

/**
 * The grid of thumbnails, the overview's other view: a card per file with its selection box, number, title and status;
 * the card's picture or Info button opens the expanded row in a drawer. Paged like the table.
 */
export function MediaGrid({
  rows,
  selected,
  pagination,
  pending,
  fetching,
  manage,
}: {
  rows: readonly MediaListFile[];
  selected?: KeySetStore;
  pagination: TablePaginationConfig;
  pending: boolean;
  fetching: boolean;
  manage: boolean;
}) {
  const { t } = useTranslation('mediaPool');
  const pager = useListPager();
  const phone = useMediaQuery(phoneQuery);
  const [open, setOpen] = useState<string | null>(null);
  // The drawer shows the current row (a change refreshes the list): looked up by id.
  const openRow = open ? rows.find((row) => row.id === open) : undefined;
  const paging = <Pagination {...pagination} {...pager} align="end" size="small" showTotal={pagination.showTotal} />;
  return (
    <Spin spinning={fetching} tip={t('list.loading')}>
      <div className={styles.wrap}>
        <div className={styles.top}>
          {selected && rows.length > 0 ? <SelectPage store={selected} rows={rows} /> : <span />}
          {paging}
        </div>
        {rows.length === 0 ? (
          <Empty description={pending ? t('list.loading') : t('list.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className={styles.grid}>
            {rows.map((row) => (
              <GridCard key={row.id} row={row} selected={selected} onInfo={(r) => setOpen(r.id)} />
            ))}
          </ul>
        )}
        {paging}
      </div>
      <Drawer
        open={!!openRow}
        onClose={() => setOpen(null)}
        size={phone ? '100%' : 960}
        title={openRow ? `${t('list.idValue', { id: openRow.onlineId })} · ${openRow.title}` : ''}
        destroyOnHidden
      >
        {openRow && <LazyExpandedMediaRow row={openRow} manage={manage} />}
      </Drawer>
    </Spin>
  );
}
