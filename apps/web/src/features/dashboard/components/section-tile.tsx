import { RightOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardSection } from '../sections.ts';
import { IconBadge } from './icon-badge.tsx';
import styles from './tiles.module.css';

/**
 * One dashboard tile: icon, name and a short description linking to the section; a section with a sub-menu lists
 * its entries as links below, a placeholder section carries a 'Future section' tag.
 */
export function SectionTile({ section }: { section: DashboardSection }) {
  const { t } = useTranslation('dashboard');
  const name = t(`sections.${section.key}.title`);
  return (
    <Card
      hoverable
      className={styles.tile}
      styles={{ body: { height: '100%', padding: 20 } }}
      data-testid={`tile-${section.key}`}
    >
      <div className={styles.tileBody}>
        <Link to={section.path} className={styles.head}>
          <IconBadge icon={section.icon} color={section.color} />
          <div>
            <div className={styles.titleRow}>
              <span className={styles.title}>{name}</span>
              {section.future && (
                <Tag color="default" variant="filled" style={{ marginInlineEnd: 0 }}>
                  {t('futureSection')}
                </Tag>
              )}
            </div>
            <Typography.Text type="secondary">{t(`sections.${section.key}.description`)}</Typography.Text>
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
    </Card>
  );
}
