import { IdcardOutlined, LockOutlined, MailOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Flex, Tabs, theme } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTabItem } from '../../../hooks/use-tab-item.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { CompanyLogo } from '../components/company-logo.tsx';
import { EmailTab } from '../components/email-tab.tsx';
import { MailNotificationsCard } from '../components/mail-notifications-card.tsx';
import { PasswordTab } from '../components/password-tab.tsx';
import { PersonalTab } from '../components/personal-tab.tsx';
import { OfflineAlertSettings } from '../../display-status/index.ts';

const tabs = ['personal', 'password', 'email', 'company'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /dashboard/user-profile: the user's own data (view and edit), the password, the e-mail address and, for the
 * company owner and members who may read it (GET_COMPANY_INFO), the company tab; `?tab=<key>` opens a tab
 * directly; below, the switches for notification mails and the company's offline alert delay for its screens. The company form comes from the registration feature (composed by the router).
 */
export function UserProfilePage({ companyDetails: CompanyDetails }: { companyDetails: ComponentType }) {
  const { t } = useTranslation('profile');
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const profile = useProfile();
  const canReadCompany = useCan('GET_COMPANY_INFO') || profile.data?.userType === 'companyOwner';
  const requested = params.get('tab');
  const active: Tab = isTab(requested) && (requested !== 'company' || canReadCompany) ? requested : 'personal';

  const item = useTabItem();
  const tab = (key: Tab, Icon: Parameters<typeof item>[2], children: ReactNode) =>
    item(key, t(`tabs.${key}`), Icon, children);
  const items = [
    tab('personal', UserOutlined, <PersonalTab />),
    tab('password', LockOutlined, <PasswordTab />),
    tab('email', MailOutlined, <EmailTab />),
    ...(canReadCompany
      ? [
          tab(
            'company',
            ShopOutlined,
            <>
              <CompanyLogo />
              <CompanyDetails />
            </>,
          ),
        ]
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
      {profile.data?.isCompleted && <MailNotificationsCard enabled />}
      {profile.data?.isCompleted && <OfflineAlertSettings />}
    </Flex>
  );
}
