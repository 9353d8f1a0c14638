import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/profile.ts';
import { SectionTile } from '../components/section-tile.tsx';
import styles from '../components/tiles.module.css';
import { dashboardSections } from '../sections.ts';
import { PageHeading } from '../../../components/page-heading.tsx';

const greetingKey = (hour: number) =>
  hour < 5 ? 'evening' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';

/** /dashboard: a greeting with the user's name and company, then the 14 section tiles of platform spec §2. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { data: profile, isPending } = useProfile();
  const { token } = theme.useToken();
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || profile?.email || '';
  const initials = [profile?.firstName, profile?.lastName]
    .map((s) => s?.trim()[0] ?? '')
    .join('')
    .toUpperCase();

  return (
    <Flex vertical gap={24}>
      <div className={styles.greeting}>
        {isPending ? (
          <GreetingPlaceholder />
        ) : (
          <Flex align="center" gap={16} wrap>
            <span className={styles.avatar} style={{ background: token.colorPrimary }} aria-hidden>
              {initials || <UserOutlined />}
            </span>
            <div style={{ minWidth: 0, flex: 1 }}>
              <PageHeading look={3} style={{ margin: 0 }}>
                {t(`greeting.${greetingKey(new Date().getHours())}`, { name: fullName })}
              </PageHeading>
              <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
                {profile?.company && (
                  <span className="plakat-secondary">
                    <ShopOutlined aria-hidden /> {profile.company.name}
                  </span>
                )}
                {profile?.roles.map((role) => (
                  <span key={role.id} className="plakat-tag plakat-tag-blue">
                    {role.label}
                  </span>
                ))}
              </Flex>
            </div>
            <span className="plakat-secondary" style={{ maxWidth: 360 }}>
              {t('intro')}
            </span>
          </Flex>
        )}
      </div>

      <section aria-labelledby="dashboard-sections">
        <h2
          id="dashboard-sections"
          className="plakat-heading"
          style={{ fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, marginBottom: 16 }}
        >
          {t('sectionsTitle')}
        </h2>
        <div className={`${styles.tiles} ${styles.fourUp}`}>
          {dashboardSections.map((section) => (
            <SectionTile key={section.key} section={section} />
          ))}
        </div>
      </section>
    </Flex>
  );
}

/** While the profile loads: the greeting's shape in grey, as antd's Skeleton draws it (tiles.module.css). */
function GreetingPlaceholder() {
  return (
    <Flex align="center" gap={16} aria-hidden>
      <span className={styles.placeholderAvatar} />
      <Flex vertical gap={12} style={{ flex: 1 }}>
        <span className={styles.placeholderLine} style={{ width: '38%' }} />
        <span className={styles.placeholderLine} style={{ width: '61%' }} />
      </Flex>
    </Flex>
  );
}
