import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../../../lib/notifications/queries.ts';
import type { DashboardSection } from '../sections.ts';
import { IconBadge } from './icon-badge.tsx';
import styles from './tiles.module.css';

/** The notification center's tile names how many notifications are unread (the bell's count, one query). */
function UnreadTag() {
  const { t } = useTranslation('dashboard');
  const count = useUnreadCount().data ?? 0;
  if (count === 0) return null;
  return (
    <span className="plakat-tag plakat-tag-orange" data-testid="unread-count-tag">
      {t('unread', { count })}
    </span>
  );
}

/**
 * One dashboard tile: icon, name and a short description linking to the section; a section with a sub-menu lists
 * its entries as links below, a placeholder section carries a 'Future section' tag. Drawn as antd's hoverable Card
 * (tiles.module.css), which brings Tabs and Skeleton.
 */
export function SectionTile({ section }: { section: DashboardSection }) {
  const { t } = useTranslation('dashboard');
  const name = t(`sections.${section.key}.title`);
  return (
    <div className={styles.tile} data-testid={`tile-${section.key}`}>
      <div className={styles.tileBody}>
        <Link to={section.path} className={styles.head}>
          <IconBadge icon={section.icon} color={section.color} />
          <div>
            <div className={styles.titleRow}>
              <span className={styles.title}>{name}</span>
              {section.future && <span className="plakat-tag">{t('futureSection')}</span>}
              {section.key === 'notificationCenter' && <UnreadTag />}
            </div>
            <span className="plakat-secondary">{t(`sections.${section.key}.description`)}</span>
          </div>
        </Link>
        {section.items && (
          <nav className={styles.subMenu} aria-label={name}>
            {section.items.map((item) => (
              <Link key={item.key} to={item.path} className={styles.subLink}>
                <item.icon aria-hidden />
                <span className={styles.subLinkLabel}>{t(`sections.${section.key}.items.${item.key}`)}</span>
                <RightOutlined className={styles.chevron} aria-hidden />
              </Link>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
