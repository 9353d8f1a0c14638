import type { TFunction } from 'i18next';
import { isPlatformNotificationType } from '@plakat/shared';
import { Link } from 'react-router';
import type { NotificationListItem } from '../../../lib/notifications/queries.ts';
import { resourceLink } from '../lib/resource-link.ts';
import styles from './notification-cells.module.css';

type T = TFunction<'notificationCenter'>;

const tagColor: Record<string, string> = {
  display: 'plakat-tag plakat-tag-orange',
  user: 'plakat-tag plakat-tag-purple',
  partner: 'plakat-tag plakat-tag-blue',
  invitation: 'plakat-tag plakat-tag-green',
};

/** The type as a tag, coloured by what it is about. */
export function TypeTag({ row, t }: { row: NotificationListItem; t: T }) {
  return (
    <span className={`${tagColor[row.resource.type] ?? 'plakat-tag'} ${styles.tag}`}>{t(`types.${row.type}`)}</span>
  );
}

/** The message as plain text (React escapes it; line breaks kept), bold with a dot while unread. */
export function MessageCell({ row, t }: { row: NotificationListItem; t: T }) {
  return (
    <span className={row.read ? styles.message : `${styles.message} ${styles.unread}`} data-unread={!row.read}>
      {!row.read && <span className={styles.dot} role="img" aria-label={t('unreadMarker')} />}
      {row.message}
    </span>
  );
}

/** The sending company and, below it, the sending user. */
export function SenderCell({ row, t }: { row: NotificationListItem; t: T }) {
  const { companyName, userName } = row.sender;
  if (isPlatformNotificationType(row.type)) return <span>{t('info.platformSender')}</span>;
  if (!companyName && !userName) return <span className={styles.secondary}>{t('info.unknownSender')}</span>;
  return (
    <span className={styles.stack}>
      {companyName && <span>{companyName}</span>}
      {userName && <span className={styles.secondary}>{userName}</span>}
    </span>
  );
}

/** The link to the page that shows the resource, or nothing when the reader has none. */
export function ResourceCell({ row, t }: { row: NotificationListItem; t: T }) {
  const to = resourceLink(row);
  return to ? <Link to={to}>{t(`resource.${row.resource.type}`)}</Link> : null;
}

export { styles as cellStyles };
