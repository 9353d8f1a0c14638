import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { UserSortField, UserStatus } from '@plakat/shared';
import { ColorChip } from '../../../../components/color-chip.tsx';
import { sortableColumn } from '../../../../components/list/sorting.ts';
import { paths } from '../../../../config/paths.ts';
import type { ListSort } from '../../../../lib/list-search.ts';
import type { UserListItem } from '../../api/users.ts';
import styles from './user-cells.module.css';

type FormatDate = (value: string | null, options?: { withTime?: boolean }) => string;

const statusTag: Record<UserStatus, string> = {
  active: 'plakat-tag plakat-tag-green',
  paused: 'plakat-tag plakat-tag-orange',
  notActive: 'plakat-tag',
};

export const fullName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ');

export function StatusTag({ status, t }: { status: UserStatus; t: TFunction<'users'> }) {
  return <span className={statusTag[status]}>{t(`status.${status}`)}</span>;
}

function NameCell({ row }: { row: UserListItem }) {
  return (
    <div className={styles.stack}>
      <Link to={paths.dashboard.userManagement.editUser(row.id)}>
        <strong>{fullName(row) || row.email}</strong>
      </Link>
      <span className={styles.secondary}>{row.email}</span>
    </div>
  );
}

function RoleTags({ row }: { row: UserListItem }) {
  return (
    <div className={styles.tags}>
      {row.roles.map((role) => (
        <span key={role.id} className="plakat-tag plakat-tag-blue">
          {role.label}
        </span>
      ))}
    </div>
  );
}

const sortable = (t: TFunction<'users'>, sort: ListSort, field: UserSortField) =>
  sortableColumn(sort, field, t(`list.sortBy.${field}`));

/** The user overview's columns (issue 22): each sortable one sorts on the server. */
export function userColumns(t: TFunction<'users'>, sort: ListSort, formatDate: FormatDate): ColumnType<UserListItem>[] {
  return [
    {
      title: t('list.columns.onlineId'),
      width: 80,
      ...sortable(t, sort, 'onlineId'),
      render: (_, row) => row.onlineId,
    },
    { title: t('list.columns.name'), ...sortable(t, sort, 'name'), render: (_, row) => <NameCell row={row} /> },
    {
      title: t('list.columns.company'),
      width: 130,
      ...sortable(t, sort, 'company'),
      render: (_, row) => row.company.name,
    },
    {
      title: t('list.columns.department'),
      width: 130,
      ...sortable(t, sort, 'department'),
      render: (_, row) => row.department?.name,
    },
    { title: t('list.columns.roles'), key: 'roles', width: 150, render: (_, row) => <RoleTags row={row} /> },
    {
      title: t('list.columns.category'),
      width: 130,
      ...sortable(t, sort, 'category'),
      render: (_, row) => <ColorChip title={row.category?.title ?? null} color={row.category?.color ?? null} />,
    },
    {
      title: t('list.columns.affiliation'),
      width: 100,
      ...sortable(t, sort, 'affiliation'),
      render: (_, row) => t(`affiliation.${row.affiliation}`),
    },
    {
      title: t('list.columns.status'),
      width: 110,
      ...sortable(t, sort, 'status'),
      render: (_, row) => <StatusTag status={row.status} t={t} />,
    },
    {
      title: t('list.columns.entryDate'),
      width: 110,
      ...sortable(t, sort, 'entryDate'),
      render: (_, row) => formatDate(row.entryDate),
    },
    {
      title: t('list.columns.lastActivity'),
      width: 130,
      ...sortable(t, sort, 'lastActivity'),
      render: (_, row) => formatDate(row.lastActivityAt, { withTime: true }),
    },
  ];
}

/** The one column of a phone: name and e-mail, roles and status, stacked. */
export function userPhoneColumn(t: TFunction<'users'>, sort: ListSort): ColumnType<UserListItem> {
  return {
    title: t('list.columns.name'),
    ...sortable(t, sort, 'name'),
    render: (_, row) => (
      <div className={styles.stack}>
        <NameCell row={row} />
        <RoleTags row={row} />
        <span>
          <StatusTag status={row.status} t={t} /> {row.department?.name}
        </span>
      </div>
    ),
  };
}
