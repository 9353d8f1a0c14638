import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import {
  type NotificationListItem,
  useLatestNotifications,
  useNotificationChange,
} from '../../../lib/notifications/queries.ts';
import { resourceLink } from '../lib/resource-link.ts';
import styles from './bell-panel.module.css';
import { TypeTag } from './notification-cells.tsx';

/**
 * The bell's popover: the latest ten notifications. A click marks one read and opens what it is about (the center,
 * filtered to it, when the reader has no page for it); the footer leads to the center and marks all read.
 */
export function BellPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notificationCenter');
  const latest = useLatestNotifications();
  const change = useNotificationChange();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const items = latest.data?.items ?? [];
  const unread = items.some((item) => !item.read);

  const open = (item: NotificationListItem) => {
    if (!item.read) change.mutate({ action: 'read', body: { ids: [item.id] } });
    const center = item.resource.id
      ? `${paths.dashboard.notificationCenter}?resourceId=${item.resource.id}`
      : paths.dashboard.notificationCenter;
    onClose();
    void navigate(resourceLink(item) ?? center);
  };

  return (
    <div className={styles.panel} data-testid="bell-panel">
      {latest.isPending ? (
        <Spin size="small" />
      ) : latest.isError ? (
        <p>{t('bell.loadFailed')}</p>
      ) : items.length === 0 ? (
        <p>{t('bell.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.item} onClick={() => open(item)} data-unread={!item.read}>
                <span className={item.read ? styles.message : `${styles.message} ${styles.unread}`}>
                  {item.message}
                </span>
                <span className={styles.meta}>
                  <TypeTag row={item} t={t} />
                  <span>{formatDate(item.createdAt, { withTime: true })}</span>
                  {!item.read && <span>{t('status.unread')}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Link to={paths.dashboard.notificationCenter} onClick={onClose}>
          {t('bell.openCenter')}
        </Link>
        <Button
          size="small"
          type="link"
          disabled={!unread || change.isPending}
          onClick={() => change.mutate({ action: 'read', body: { all: true } })}
        >
          {t('actions.markAllRead')}
        </Button>
      </div>
    </div>
  );
}
