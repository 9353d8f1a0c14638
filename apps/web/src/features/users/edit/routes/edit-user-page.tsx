import {
  ApartmentOutlined,
  HistoryOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Flex, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../../components/load-failed.tsx';
import { NotFoundPage } from '../../../../components/not-found-page.tsx';
import { leadsNowhere } from '../../../../lib/api-client.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Panel } from '../../../../components/panel.tsx';
import { paths } from '../../../../config/paths.ts';
import { useTabItem } from '../../../../hooks/use-tab-item.tsx';
import { useUser } from '../../api/users.ts';
import { fullName } from '../../list/components/user-columns.tsx';
import { ActivityTab } from '../components/activity-tab.tsx';
import { GeneralTab } from '../components/general-tab.tsx';
import { ResourcesTab } from '../components/resources-tab.tsx';
import { RolesTab } from '../components/roles-tab.tsx';

const tabKeys = ['0', '1', '2', '3'] as const;

/**
 * /dashboard/user-management/edit-user/{userId}: general data, roles, assigned resources per role and the activity
 * report, one tab each; the open tab is the address's `activeTab` (0..3, 0 left out), the resources tab's role its
 * `roleId` and its resource tab `resourceTab`. Phones show the tabs as their icons (hooks/use-tab-item.tsx).
 */
export function EditUserPage() {
  const { t } = useTranslation('users');
  const { userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useUser(userId);
  const tab = useTabItem();
  const active = tabKeys.find((key) => key === params.get('activeTab')) ?? '0';
  const setParam = (values: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const data = user.data;
  if (leadsNowhere(user.error)) return <NotFoundPage />;
  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 1100, margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.userManagement.list}
        backLabel={t('edit.back')}
        icon={<UserOutlined />}
        color="#722ed1"
        title={data ? t('edit.heading', { name: fullName(data) || data.email }) : t('edit.title')}
        intro={data ? t('edit.intro', { id: data.onlineId, email: data.email }) : undefined}
      />
      {user.isError && <LoadFailed title={t('edit.loadFailed')} retry={t('list.retry')} onRetry={user.refetch} />}
      {user.isPending && <Spin />}
      {data && (
        <Panel>
          <Tabs
            activeKey={active}
            onChange={(key) => setParam({ activeTab: key === '0' ? undefined : key })}
            items={[
              tab('0', t('edit.tabs.general'), IdcardOutlined, <GeneralTab user={data} />),
              tab('1', t('edit.tabs.roles'), SafetyCertificateOutlined, <RolesTab user={data} />),
              tab(
                '2',
                t('edit.tabs.resources'),
                ApartmentOutlined,
                <ResourcesTab
                  user={data}
                  roleId={params.get('roleId') ?? undefined}
                  resourceTab={params.get('resourceTab') === 'media' ? 'media' : 'displays'}
                  onChange={(roleId, resourceTab) =>
                    setParam({ roleId, resourceTab: resourceTab === 'displays' ? undefined : resourceTab })
                  }
                />,
              ),
              tab('3', t('edit.tabs.activity'), HistoryOutlined, <ActivityTab user={data} />),
            ]}
          />
        </Panel>
      )}
    </Flex>
  );
}
