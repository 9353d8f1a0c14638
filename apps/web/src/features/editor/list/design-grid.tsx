import { Button, Empty, Pagination, Spin, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPager } from '../../../components/list/list-pager.tsx';
import type { DesignListItem } from '../api/designs.ts';
import type { DesignAbilities, DesignAction } from '../lib/card-actions.ts';
import { DesignCard } from './design-card.tsx';
import styles from './design-grid.module.css';

/** The cards of one page of designs or templates, with the pager above and below (10/20/50/100 per page). */
export function DesignGrid({
  rows,
  may,
  pagination,
  pending,
  fetching,
  empty,
  onAction,
}: {
  rows: readonly DesignListItem[];
  may: DesignAbilities;
  pagination: TablePaginationConfig;
  pending: boolean;
  fetching: boolean;
  /** What to do when there is nothing to show (no designs yet, no match). */
  empty: { text: string; action?: { label: string; onClick: () => void } };
  onAction: (action: DesignAction, design: DesignListItem) => void;
}) {
  const { t } = useTranslation('editor');
  const pager = useListPager();
  const paging: ReactNode =
    rows.length > 0 ? (
      <Pagination {...pagination} {...pager} align="end" size="small" showTotal={pagination.showTotal} />
    ) : null;
  return (
    <Spin spinning={fetching && !pending} tip={t('list.loading')}>
      <div className={styles.wrap}>
        <div className={styles.top}>{paging}</div>
        {pending ? (
          <Spin size="large" tip={t('list.loading')}>
            <div className={styles.empty} />
          </Spin>
        ) : rows.length === 0 ? (
          <Empty className={styles.empty} description={empty.text} image={Empty.PRESENTED_IMAGE_SIMPLE}>
            {empty.action && (
              <Button type="primary" onClick={empty.action.onClick}>
                {empty.action.label}
              </Button>
            )}
          </Empty>
        ) : (
          <ul className={styles.grid} data-testid="design-grid">
            {rows.map((row) => (
              <DesignCard key={row.id} design={row} may={may} onAction={onAction} />
            ))}
          </ul>
        )}
        {paging}
      </div>
    </Spin>
  );
}
