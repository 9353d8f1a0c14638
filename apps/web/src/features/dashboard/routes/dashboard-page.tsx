import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Flex, Row, Skeleton, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/profile.ts';
import { SectionTile } from '../components/section-tile.tsx';
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
      <Card variant="borderless" styles={{ body: { padding: '20px 24px' } }}>
        {isPending ? (
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        ) : (
          <Flex align="center" gap={16} wrap>
            <Avatar
              size={56}
              icon={initials ? undefined : <UserOutlined aria-hidden />}
              style={{ background: token.colorPrimary, flex: 'none' }}
            >
              {initials || undefined}
            </Avatar>
            <div style={{ minWidth: 0, flex: 1 }}>
              <PageHeading look={3} style={{ margin: 0 }}>
                {t(`greeting.${greetingKey(new Date().getHours())}`, { name: fullName })}
              </PageHeading>
              <Flex gap={8} align="center" wrap style={{ marginTop: 4 }}>
                {profile?.company && (
                  <Typography.Text type="secondary">
                    <ShopOutlined aria-hidden /> {profile.company.name}
                  </Typography.Text>
                )}
                {profile?.role && <Tag color="blue">{profile.role.label}</Tag>}
              </Flex>
            </div>
            <Typography.Text type="secondary" style={{ maxWidth: 360 }}>
              {t('intro')}
            </Typography.Text>
          </Flex>
        )}
      </Card>

      <section aria-labelledby="dashboard-sections">
        <Typography.Title level={4} id="dashboard-sections" style={{ marginTop: 0, marginBottom: 16 }}>
          {t('sectionsTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {dashboardSections.map((section) => (
            <Col key={section.key} xs={24} sm={12} lg={8} xxl={6}>
              <SectionTile section={section} />
            </Col>
          ))}
        </Row>
      </section>
    </Flex>
  );
}
