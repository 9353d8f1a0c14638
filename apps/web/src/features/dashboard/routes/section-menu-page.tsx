import { RightOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { NoPermissionPage } from '../../../components/no-permission-page.tsx';
import { paths } from '../../../config/paths.ts';
import { IconBadge } from '../components/icon-badge.tsx';
import styles from '../components/tiles.module.css';
import { useProfile } from '../../../lib/profile.ts';
import { sectionByPath, visibleSections } from '../sections.ts';
import { PageHeading } from '../../../components/page-heading.tsx';

/**
 * /dashboard/display-management and /dashboard/media-pool: the section's sub-menu as tiles (platform spec §2),
 * picked by the current path (the breadcrumbs above lead back to the dashboard).
 */
export function SectionMenuPage() {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const { data: profile } = useProfile();
  const section = sectionByPath(pathname);
  if (!section?.items) return <Navigate to={paths.dashboard.root} replace />;
  // Only the entries the user's keys allow (the same rule as the dashboard's tiles).
  const items = visibleSections(profile?.permissions).find((s) => s.key === section.key)?.items ?? [];
  if (items.length === 0) return <NoPermissionPage />;

  return (
    <Flex vertical gap={24}>
      <Flex align="center" gap={16}>
        <IconBadge icon={section.icon} color={section.color} size={52} />
        <div style={{ minWidth: 0 }}>
          <PageHeading style={{ margin: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
            {t(`sections.${section.key}.title`)}
          </PageHeading>
          <span className="plakat-secondary">{t(`sections.${section.key}.description`)}</span>
        </div>
      </Flex>
      <div className={styles.tiles}>
        {items.map((item) => (
          // Named by its text (title, then description), so the name contains what is seen (WCAG 2.5.3).
          <Link key={item.key} to={item.path}>
            <div className={styles.tile}>
              <Flex align="center" gap={14}>
                <IconBadge icon={item.icon} color={section.color} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div className={styles.title}>{t(`sections.${section.key}.items.${item.key}`)}</div>
                  <span className="plakat-secondary">{t(`sections.${section.key}.itemDescriptions.${item.key}`)}</span>
                </div>
                <RightOutlined className={styles.chevron} aria-hidden />
              </Flex>
            </div>
          </Link>
        ))}
      </div>
    </Flex>
  );
}
