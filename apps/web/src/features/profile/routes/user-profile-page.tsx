import { IdcardOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Skeleton, Tabs, theme } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useProfile } from '../../../lib/profile.ts';

const tabs = ['personal', 'company'] as const;
type Tab = (typeof tabs)[number];

/** The logged-in user's own data as the profile answer has it (changing it follows with the users' pages). */
function PersonalTab() {
  const { t } = useTranslation('profile');
  const { data } = useProfile();
  if (!data) return <Skeleton active />;
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'name', label: t('personal.name'), children: name || '–' },
        { key: 'email', label: t('personal.email'), children: data.email },
        { key: 'company', label: t('personal.company'), children: data.company?.name ?? '–' },
        { key: 'role', label: t('personal.role'), children: data.roles.map((role) => role.label).join(', ') || '–' },
        { key: 'type', label: t('personal.userType'), children: t(`userTypes.${data.userType}`) },
      ]}
    />
  );
}

/**
 * /dashboard/user-profile: the user's own data and, for the company owner and members who may read it
 * (GET_COMPANY_INFO), the company tab; `?tab=company` opens it directly. The company form comes from the
 * registration feature (composed by the router).
 */
export function UserProfilePage({ companyDetails: CompanyDetails }: { companyDetails: ComponentType }) {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const profile = useProfile();
  const canReadCompany = useCan('GET_COMPANY_INFO') || profile.data?.userType === 'companyOwner';
  const requested = params.get('tab');
  const active: Tab = requested === 'company' && canReadCompany ? 'company' : 'personal';

  const items = [
    { key: 'personal', label: t('tabs.personal'), icon: <UserOutlined aria-hidden />, children: <PersonalTab /> },
    ...(canReadCompany
      ? [{ key: 'company', label: t('tabs.company'), icon: <ShopOutlined aria-hidden />, children: <CompanyDetails /> }]
      : []),
  ];

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%', margin: '0 auto' }}>
      <PageHeader icon={<IdcardOutlined />} color={token.colorPrimary} title={t('title')} intro={t('intro')} />
      <Card>
        <Tabs
          activeKey={active}
          items={items}
          onChange={(key) =>
            setParams(key === 'personal' ? {} : { tab: key }, { replace: true, preventScrollReset: true })
          }
        />
      </Card>
    </Flex>
  );
}
