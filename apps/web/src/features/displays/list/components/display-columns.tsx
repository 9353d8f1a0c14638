import { StarOutlined } from '@ant-design/icons';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayListItem } from '@plakat/shared';
import { sortableColumn } from '../../../../components/list/sorting.ts';
import type { ListSort } from '../../../../lib/list-search.ts';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { CompanyAvatar } from '../../../../components/company-avatar.tsx';
import { DisplayTypeIcon } from '../../components/display-type-icon.tsx';
import { useFormatDate } from '../../../../lib/format-date.ts';
import { useDisplayTexts } from '../../components/display-texts.ts';
import { StatusIcons } from '../../components/status-icons.tsx';
import { ConnectionCell } from './connection-cell.tsx';
import styles from './display-cells.module.css';

type Row = Omit<DisplayListItem, 'email' | 'canManageToken'> & {
  companyName?: string;
  logoThumbUrl?: string | null;
  /** The own overview's screen connection (issue 25). */
  online?: boolean | null;
  lastSeenAt?: string | null;
};

/** The owner company of a partner display: its logo (or initial) and name. */
const CompanyCell = memo(function CompanyCell({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <CompanyAvatar name={name} logoUrl={logoUrl} size={22} />
      <span>{name}</span>
    </span>
  );
});

const TitleCell = memo(function TitleCell({ title, description }: { title: string; description: string }) {
  return (
    <div className={styles.title}>
      <strong>{title}</strong>
      <span title={description}>{description}</span>
    </div>
  );
});

const CategoryCell = memo(function CategoryCell({ row }: { row: Row }) {
  const { t } = useTranslation('displays');
  const texts = useDisplayTexts();
  const formatDate = useFormatDate();
  return (
    <div className={styles.stack}>
      {row.categoryTitle && <ColorChip title={row.categoryTitle} color={row.categoryColor} />}
      <span>{texts.resolution(row)}</span>
      <span>{texts.size(row.size)}</span>
      <span className={styles.secondary}>{t('table.createdOn', { date: formatDate(row.createDate) })}</span>
    </div>
  );
});

const PositionCell = memo(function PositionCell({ row }: { row: Row }) {
  if (!row.street && !row.city) return null;
  return (
    <div className={styles.position}>
      {row.street && <span>{row.street}</span>}
      {(row.zipCode || row.city) && <span>{[row.zipCode, row.city].filter(Boolean).join(' ')}</span>}
      {row.district && <span className={styles.secondary}>{row.district}</span>}
    </div>
  );
});

type SortField = 'onlineId' | 'displayType' | 'title' | 'createDate' | 'city';

/** A sortable column; the header's tooltip names the sort field (Category / Data sorts by the creation date). */
const sortable = (t: TFunction<'displays'>, sort: ListSort, field: SortField) =>
  sortableColumn(sort, field, t(`table.sortBy.${field}`));

/**
 * The overview columns (spec 02 §2): Id, Displays, Title/Description, Category/Data, Position/Location, Statuses.
 * `actions` renders the own overview's row actions (Finish Setup, Unlock) beside the status icons.
 */
export function displayColumns<T extends Row>(
  t: TFunction<'displays'>,
  sort: ListSort,
  options: ColumnOptions<T> = {},
): ColumnType<T>[] {
  const columns: ColumnType<T>[] = [];
  if (options.favorite) {
    const star = options.favorite;
    columns.push({
      key: 'favorite',
      // A star for a header: the word does not fit the narrow column; screen readers read the label.
      title: <StarOutlined role="img" aria-label={t('partner.favoriteColumn')} />,
      width: 56,
      render: (_, row) => star(row),
    });
  }
  columns.push(
    {
      ...sortable(t, sort, 'onlineId'),
      dataIndex: 'onlineId',
      title: t('table.id'),
      width: 64,
    },
    {
      ...sortable(t, sort, 'displayType'),
      title: t('table.displays'),
      width: 96,
      render: (_, row) => <DisplayTypeIcon type={row.displayType} status={row.status} />,
    },
    {
      ...sortable(t, sort, 'title'),
      title: t('table.titleDescription'),
      render: (_, row) => <TitleCell title={row.title} description={row.description} />,
    },
  );
  if (options.company) {
    columns.push({
      key: 'company',
      title: t('table.company'),
      width: 120,
      render: (_, row) => <CompanyCell name={row.companyName ?? ''} logoUrl={row.logoThumbUrl ?? null} />,
    });
  }
  columns.push(
    {
      ...sortable(t, sort, 'createDate'),
      title: t('table.categoryData'),
      width: 170,
      render: (_, row) => <CategoryCell row={row} />,
    },
    {
      ...sortable(t, sort, 'city'),
      title: t('table.positionLocation'),
      width: 140,
      render: (_, row) => <PositionCell row={row} />,
    },
  );
  if (options.connection) {
    columns.push({
      key: 'connection',
      title: t('table.connection'),
      width: 110,
      render: (_, row) => <ConnectionCell online={row.online} lastSeenAt={row.lastSeenAt} />,
    });
  }
  columns.push({
    key: 'statuses',
    title: t('table.statuses'),
    // Five status icons; the own overview's row actions (Finish Setup, Unlock) need a little more.
    width: options.actions ? 150 : 130,
    render: (_, row) => (
      <div className={styles.statuses}>
        {row.status === 'completed' && <StatusIcons display={row} />}
        {options.actions?.(row)}
      </div>
    ),
  });
  return columns;
}

type ColumnOptions<T> = {
  company?: boolean;
  /** The own overview's screen column. */
  connection?: boolean;
  actions?: (row: T) => React.ReactNode;
  /** The partner overview's favourite star, first. */
  favorite?: (row: T) => React.ReactNode;
};

/**
 * The one column of a phone (below 576 px): id and type, the title in full with its description, the partner's
 * company, then the status icons and the row actions. Sorts by title.
 */
export function displayPhoneColumn<T extends Row>(
  t: TFunction<'displays'>,
  sort: ListSort,
  options: ColumnOptions<T> = {},
): ColumnType<T> {
  return {
    ...sortable(t, sort, 'title'),
    title: t('table.titleDescription'),
    render: (_, row) => (
      <div className={styles.phone}>
        <div className={styles.phoneHead}>
          {options.favorite?.(row)}
          <span className={styles.secondary}>{t('table.idValue', { id: row.onlineId })}</span>
          <DisplayTypeIcon type={row.displayType} status={row.status} />
        </div>
        <TitleCell title={row.title} description={row.description} />
        {options.company && <span className={styles.secondary}>{row.companyName}</span>}
        {options.connection && <ConnectionCell online={row.online} lastSeenAt={row.lastSeenAt} />}
        {row.status === 'completed' && <StatusIcons display={row} />}
        {options.actions && <div className={styles.phoneActions}>{options.actions(row)}</div>}
      </div>
    ),
  };
}
