import { isPlatformNotificationType } from '@plakat/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { NotificationListItem } from '../../../lib/notifications/queries.ts';
import { resourceLink } from '../lib/resource-link.ts';
import { ResourceCell, cellStyles } from './notification-cells.tsx';

/** The Info row: the whole message, when it came, who sent it and where to see what it is about. */
export function NotificationInfo({ row }: { row: NotificationListItem }) {
  const { t } = useTranslation('notificationCenter');
  const formatDate = useFormatDate();
  const unknown = t(isPlatformNotificationType(row.type) ? 'info.platformSender' : 'info.unknownSender');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'message',
          label: t('columns.message'),
          span: 'filled',
          children: <span className={cellStyles.message}>{row.message}</span>,
        },
        { key: 'type', label: t('columns.type'), children: t(`types.${row.type}`) },
        { key: 'received', label: t('info.received'), children: formatDate(row.createdAt, { withTime: true }) },
        { key: 'company', label: t('info.senderCompany'), children: row.sender.companyName ?? unknown },
        { key: 'user', label: t('info.senderUser'), children: row.sender.userName ?? unknown },
        {
          key: 'resource',
          label: t('columns.resource'),
          children: resourceLink(row) ? <ResourceCell row={row} t={t} /> : t('info.noLink'),
        },
      ]}
    />
  );
}
