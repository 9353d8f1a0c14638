import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { sortableColumn } from '../../../components/list/sorting.ts';
import type { ListSort } from '../../../lib/list-search.ts';
import type { NotificationListItem } from '../../../lib/notifications/queries.ts';
import { MessageCell, ResourceCell, SenderCell, TypeTag, cellStyles } from './notification-cells.tsx';

type T = TFunction<'notificationCenter'>;
type FormatDate = (value: string | null, options?: { withTime?: boolean }) => string;
type Column = ColumnType<NotificationListItem>;

const dateColumn = (t: T, sort: ListSort, formatDate: FormatDate): Column => ({
  title: t('columns.date'),
  width: 150,
  ...sortableColumn(sort, 'date', t('sortBy')),
  render: (_, row) => formatDate(row.createdAt, { withTime: true }),
});

/** The center's columns: type, message, sender, resource link and date (the one sortable field). */
export function notificationColumns(t: T, sort: ListSort, formatDate: FormatDate): Column[] {
  return [
    { title: t('columns.type'), key: 'type', width: 170, render: (_, row) => <TypeTag row={row} t={t} /> },
    { title: t('columns.message'), key: 'message', render: (_, row) => <MessageCell row={row} t={t} /> },
    { title: t('columns.sender'), key: 'sender', width: 180, render: (_, row) => <SenderCell row={row} t={t} /> },
    { title: t('columns.resource'), key: 'resource', width: 150, render: (_, row) => <ResourceCell row={row} t={t} /> },
    dateColumn(t, sort, formatDate),
  ];
}

const phoneColumnKey = 'phone';

/** The one column of a phone: type and date, the message, the sender and the link, stacked. */
export function notificationPhoneColumn(t: T, sort: ListSort, formatDate: FormatDate): Column {
  return {
    ...dateColumn(t, sort, formatDate),
    // A key of its own: cells are kept per row and column key (list-rows.tsx), so a window that crosses the phone
    // width would otherwise keep the other layout's cells. It sorts by date (the page maps the key back).
    key: phoneColumnKey,
    title: t('columns.message'),
    width: undefined,
    render: (_, row) => (
      <div className={cellStyles.stack}>
        <span className={cellStyles.line}>
          <TypeTag row={row} t={t} />
          <span className={cellStyles.secondary}>{formatDate(row.createdAt, { withTime: true })}</span>
        </span>
        <MessageCell row={row} t={t} />
        <span className={cellStyles.line}>
          <SenderCell row={row} t={t} />
          <ResourceCell row={row} t={t} />
        </span>
      </div>
    ),
  };
}
